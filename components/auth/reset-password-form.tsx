"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/validations/auth/email-code";
import { finishSignIn } from "./finish-sign-in";
import { FormField } from "./form-field";

/** The page a reset link opens: a new password; every other session ends and this browser is signed in. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email, token, password: "" } });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await apiFetch("/api/users/resetPassword", { method: "POST", body: values, locale });
      toast.success(t("reset.done"));
      finishSignIn(locale, null);
    } catch (caught) {
      setError(apiErrorText(caught, te));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormField label={t("newPassword")} type="password" autoComplete="new-password" hint={t("passwordHint")} error={form.formState.errors.password?.message} {...form.register("password")} />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
