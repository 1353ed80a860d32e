"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { emailOnlySchema, type EmailOnlyInput } from "@/lib/validations/auth/email-code";
import { FormField } from "./form-field";

/** SPEC §4: forgot-password form, then forgot-password-sent. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EmailOnlyInput>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await apiFetch("/api/users/forgetPassword", { method: "POST", body: values, locale });
      setSentTo(values.email);
    } catch (caught) {
      setError(apiErrorText(caught, te));
    }
  });

  const back = (
    <button type="button" onClick={onBack} className="text-sm font-medium text-brand-700 hover:underline">
      {t("forgot.back")}
    </button>
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-lg font-semibold text-slate-900">{t("forgot.sentTitle")}</h2>
        <p className="text-sm text-slate-600">{t("forgot.sentBody", { email: sentTo })}</p>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("forgot.title")}</h2>
      <p className="text-sm text-slate-600">{t("forgot.subtitle")}</p>
      <FormField label={t("email")} type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register("email")} />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
      {back}
    </form>
  );
}
