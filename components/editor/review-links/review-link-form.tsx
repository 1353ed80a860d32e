"use client";
// Makes a review link (issue 26 item 6): who reviews and how many days it works (14 unless another is picked, at most
// 90), checked with the API's own schema and, on a refusal, by the server's field key or error (10 open links).
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlClass, FormControl, fieldInputClass } from "@/components/ui/form-control";
import type { Locale } from "@/i18n/routing";
import { fieldIssueOf, type FieldIssue } from "@/lib/client/api-client/api-error";
import { createReviewLink } from "@/lib/client/api-client/review-link-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import {
  DEFAULT_REVIEW_LINK_DAYS,
  MAX_REVIEW_LINK_LABEL,
  REVIEW_LINK_DAY_CHOICES,
  type CreatedReviewLinkDto,
  type TCreateReviewLinkBody,
} from "@/lib/shared/validations/review-links/review-link";

const loadSchema = () =>
  import("@/lib/shared/validations/review-links/review-link").then((m) => m.ZCreateReviewLinkBody);

type Props = { resumeId: string; onCreated: (link: CreatedReviewLinkDto) => void };

export function ReviewLinkForm({ resumeId, onCreated }: Props) {
  const t = useTranslations("ReviewLinks.form");
  const locale = useLocale() as Locale;
  const refusalText = useSubmitErrorText();
  const [refused, setRefused] = useState<{ field?: FieldIssue; text?: string } | null>(null);
  const read = useCallback(
    (data: FormData) => ({ label: formText(data, "label"), expiresInDays: Number(formText(data, "expiresInDays")) }),
    [],
  );
  const onValid = useCallback(
    async (values: TCreateReviewLinkBody, form: HTMLFormElement) => {
      setRefused(null);
      try {
        const link = await createReviewLink(resumeId, values, locale);
        form.reset();
        onCreated(link);
      } catch (error) {
        const field = fieldIssueOf(error);
        setRefused(field ? { field } : { text: refusalText(error) });
      }
    },
    [resumeId, locale, onCreated, refusalText],
  );
  const form = useSchemaForm({
    loadSchema,
    read,
    onValid,
    onLoadError: (error) => setRefused({ text: refusalText(error) }),
  });
  const fieldError = (name: "label" | "expiresInDays") =>
    form.errors[name] ?? (refused?.field?.path === name ? refused.field : undefined);
  return (
    <form {...form.formProps} aria-label={t("heading")} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t("heading")}</h3>
      <FormControl label={t("label")} error={fieldError("label")}>
        {(control) => (
          <input
            {...control}
            name="label"
            autoComplete="off"
            maxLength={MAX_REVIEW_LINK_LABEL * 2}
            placeholder={t("placeholder")}
            className={fieldInputClass}
          />
        )}
      </FormControl>
      <FormControl label={t("expiry")} error={fieldError("expiresInDays")}>
        {(control) => (
          <select {...control} name="expiresInDays" defaultValue={DEFAULT_REVIEW_LINK_DAYS} className={controlClass}>
            {REVIEW_LINK_DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {t("days", { count: days })}
              </option>
            ))}
          </select>
        )}
      </FormControl>
      {refused?.text && (
        <p role="alert" className="text-sm text-red-700">
          {refused.text}
        </p>
      )}
      <Button type="submit" disabled={form.isSubmitting} className="w-full sm:w-auto">
        {form.isSubmitting ? t("creating") : t("submit")}
      </Button>
    </form>
  );
}
