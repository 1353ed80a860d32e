"use client";
// The reviewer's comment box (issue 26 item 6), opened under the section or entry it is about: their name (kept for
// the next comment) and the comment, checked with the API's own schema and, on a refusal, by the server's field key or
// error (the link revoked or expired meanwhile, the link's 200 comments, the rate limit).
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlClass, FormControl, fieldInputClass } from "@/components/ui/form-control";
import type { Locale } from "@/i18n/routing";
import { fieldIssueOf, type FieldIssue } from "@/lib/client/api-client/api-error";
import { postReviewComment } from "@/lib/client/api-client/review-link-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import {
  MAX_REVIEW_COMMENT,
  MAX_REVIEWER_NAME,
  type PublicReviewCommentDto,
  type TPostReviewCommentBody,
} from "@/lib/shared/validations/review-links/review-link";

const loadSchema = () =>
  import("@/lib/shared/validations/review-links/review-link").then((m) => m.ZPostReviewCommentBody);

export type CommentTarget = { sectionId: string; itemKey: string | null };

type Props = {
  token: string;
  target: CommentTarget;
  /** Where the comment goes, as the list names it. */
  place: string;
  name: string;
  onPosted: (comment: PublicReviewCommentDto, name: string) => void;
  onCancel: () => void;
};

export function ReviewCommentForm({ token, target, place, name, onPosted, onCancel }: Props) {
  const t = useTranslations("ReviewLinks.page.form");
  const locale = useLocale() as Locale;
  const refusalText = useSubmitErrorText();
  const [refused, setRefused] = useState<{ field?: FieldIssue; text?: string } | null>(null);
  const read = useCallback(
    (data: FormData) => ({
      sectionId: target.sectionId,
      itemKey: target.itemKey,
      authorName: formText(data, "authorName"),
      body: formText(data, "body"),
    }),
    [target],
  );
  const onValid = useCallback(
    async (values: TPostReviewCommentBody) => {
      setRefused(null);
      try {
        onPosted(await postReviewComment(token, values, locale), values.authorName);
      } catch (error) {
        const field = fieldIssueOf(error);
        setRefused(
          field && field.path !== "sectionId" && field.path !== "itemKey" ? { field } : { text: refusalText(error) },
        );
      }
    },
    [token, locale, onPosted, refusalText],
  );
  const form = useSchemaForm({
    loadSchema,
    read,
    onValid,
    onLoadError: (error) => setRefused({ text: refusalText(error) }),
  });
  const fieldError = (field: "authorName" | "body") =>
    form.errors[field] ?? (refused?.field?.path === field ? refused.field : undefined);
  return (
    <form
      {...form.formProps}
      aria-label={t("heading")}
      className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3"
      data-testid="review-comment-form"
    >
      <p className="text-xs text-slate-600">{t("on", { place })}</p>
      <FormControl label={t("name")} error={fieldError("authorName")}>
        {(control) => (
          <input
            {...control}
            name="authorName"
            defaultValue={name}
            autoComplete="name"
            maxLength={MAX_REVIEWER_NAME * 2}
            placeholder={t("namePlaceholder")}
            className={fieldInputClass}
          />
        )}
      </FormControl>
      <FormControl label={t("body")} hint={t("bodyHint")} error={fieldError("body")}>
        {(control) => (
          // Focused when the form opens: the reviewer clicked "comment" to write one.
          <textarea
            {...control}
            name="body"
            rows={4}
            autoFocus
            maxLength={MAX_REVIEW_COMMENT * 2}
            className={controlClass}
          />
        )}
      </FormControl>
      {refused?.text && (
        <p role="alert" className="text-sm text-red-700">
          {refused.text}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={form.isSubmitting}>
          {form.isSubmitting ? t("posting") : t("submit")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
