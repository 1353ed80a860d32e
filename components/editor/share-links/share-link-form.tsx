"use client";
// Makes a tracked link (issue 26 item 4): who it is for and an optional last day, checked with the API's own schema
// (lib/shared/validations/share-links/share-link.ts) and, on a refusal, by the server's field key or error (the
// 50-link cap). The day picked is the link's last: it expires at the end of that day in the owner's time zone.
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormControl, fieldInputClass } from "@/components/ui/form-control";
import type { Locale } from "@/i18n/routing";
import { fieldIssueOf, type FieldIssue } from "@/lib/client/api-client/api-error";
import { createShareLink } from "@/lib/client/api-client/share-link-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import {
  MAX_SHARE_LINK_DAYS,
  MAX_SHARE_LINK_LABEL,
  type ShareLinkDto,
} from "@/lib/shared/validations/share-links/share-link";

const DAY_MS = 24 * 60 * 60 * 1000;
const loadSchema = () => import("@/lib/shared/validations/share-links/share-link").then((m) => m.ZCreateShareLinkBody);

/** A date input's value as the end of that day here; "" is no expiry, anything else goes on for the schema to refuse. */
function expiryOf(value: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!value) return null;
  if (!day) return value;
  return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 23, 59, 59, 999).toISOString();
}

/** "YYYY-MM-DD" of a moment in the owner's time zone, for the date input's bounds. */
function localDay(moment: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${p(moment.getMonth() + 1)}-${p(moment.getDate())}`;
}

type Props = { resumeId: string; onCreated: (link: ShareLinkDto) => void };

export function ShareLinkForm({ resumeId, onCreated }: Props) {
  const t = useTranslations("ShareLinks");
  const locale = useLocale() as Locale;
  const refusalText = useSubmitErrorText();
  const [refused, setRefused] = useState<{ field?: FieldIssue; text?: string } | null>(null);
  const read = useCallback(
    (data: FormData) => ({ label: formText(data, "label"), expiresAt: expiryOf(formText(data, "expiresAt")) }),
    [],
  );
  const onValid = useCallback(
    async (values: { label: string; expiresAt?: Date | null }, form: HTMLFormElement) => {
      setRefused(null);
      try {
        const link = await createShareLink(
          resumeId,
          { label: values.label, expiresAt: values.expiresAt?.toISOString() ?? null },
          locale,
        );
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
  const fieldError = (name: "label" | "expiresAt") =>
    form.errors[name] ?? (refused?.field?.path === name ? refused.field : undefined);
  const today = new Date();
  return (
    <form {...form.formProps} aria-label={t("form.heading")} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t("form.heading")}</h3>
      <FormControl label={t("form.label")} error={fieldError("label")}>
        {(control) => (
          <input
            {...control}
            name="label"
            autoComplete="off"
            maxLength={MAX_SHARE_LINK_LABEL * 2}
            placeholder={t("form.placeholder")}
            className={fieldInputClass}
          />
        )}
      </FormControl>
      <FormControl label={t("form.expiry")} hint={t("form.expiryHint")} error={fieldError("expiresAt")}>
        {(control) => (
          <input
            {...control}
            name="expiresAt"
            type="date"
            min={localDay(today)}
            max={localDay(new Date(today.getTime() + (MAX_SHARE_LINK_DAYS - 1) * DAY_MS))}
            className={fieldInputClass}
          />
        )}
      </FormControl>
      {refused?.text && (
        <p role="alert" className="text-sm text-red-700">
          {refused.text}
        </p>
      )}
      <Button type="submit" disabled={form.isSubmitting} className="w-full sm:w-auto">
        {form.isSubmitting ? t("form.creating") : t("form.submit")}
      </Button>
    </form>
  );
}
