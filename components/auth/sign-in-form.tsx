"use client";

// SPEC §4 sign-in: e-mail and password with the bot check; 100001 opens the not-verified dialog.
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { signInSchema, type SignInInput } from "@/lib/validations/auth/sign-in";
import { BotChallenge } from "./bot-challenge";
import { finishSignIn } from "./finish-sign-in";
import { FormField } from "./form-field";
import { NotVerifiedDialog } from "./not-verified-dialog";

type Props = { prev?: string; turnstileSiteKey?: string; onForgot: () => void };

export function SignInForm({ prev, turnstileSiteKey, onForgot }: Props) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [challengeKey, setChallengeKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "", altcha: "" } });
  const challenge = form.watch("altcha");
  const onChallenge = useCallback((response: string | null) => form.setValue("altcha", response ?? ""), [form]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await apiFetch(locale === "zh" ? "/api/login" : "/api/signin", { method: "POST", body: values, locale });
      finishSignIn(locale, prev);
    } catch (caught) {
      // SPEC §8: "not verified" shows no global error, it opens the dialog.
      if (caught instanceof ApiError && caught.code === 100001) setUnverifiedEmail(values.email.trim().toLowerCase());
      else setError(apiErrorText(caught, te));
      setChallengeKey((key) => key + 1);
    }
  });

  const errors = form.formState.errors;
  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t("email")} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <FormField label={t("password")} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
        <button type="button" onClick={onForgot} className="self-end text-sm font-medium text-brand-700 hover:underline">
          {t("signin.forgot")}
        </button>
        <BotChallenge onChange={onChallenge} resetKey={challengeKey} turnstileSiteKey={turnstileSiteKey} />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={!challenge || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("signin.submitting") : t("signin.submit")}
        </Button>
      </form>
      {unverifiedEmail && <NotVerifiedDialog email={unverifiedEmail} onClose={() => setUnverifiedEmail(null)} onVerified={() => finishSignIn(locale, prev)} />}
    </>
  );
}
