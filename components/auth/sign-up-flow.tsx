"use client";

// SPEC §4 sign-up: form → e-mail code → signed in, back at `prev` or home.
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { signUpSchema, type SignUpInput } from "@/lib/validations/auth/sign-up";
import { AuthCard } from "./auth-card";
import { BotChallenge } from "./bot-challenge";
import { EmailCodeStep } from "./email-code-step";
import { finishSignIn } from "./finish-sign-in";
import { FormField } from "./form-field";
import { InviterCard } from "./inviter-card";

type Props = { prev?: string; inviter?: string; turnstileSiteKey?: string };

export function SignUpFlow({ prev, inviter, turnstileSiteKey }: Props) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [challengeKey, setChallengeKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [inviterIsValid, setInviterIsValid] = useState(false);
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { name: "", email: "", password: "", altcha: "" } });
  const challenge = form.watch("altcha");
  const onChallenge = useCallback((response: string | null) => form.setValue("altcha", response ?? ""), [form]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const body = { ...values, ...(inviter && inviterIsValid ? { inviterID: inviter } : {}) };
      const result = await apiFetch<{ email: string }>("/api/users", { method: "POST", body, locale });
      setPendingEmail(result.email);
    } catch (caught) {
      setError(apiErrorText(caught, te));
      setChallengeKey((key) => key + 1);
    }
  });

  if (pendingEmail) {
    return (
      <AuthCard title={t("signup.codeTitle")} subtitle={t("signup.codeSubtitle", { email: pendingEmail })}>
        <EmailCodeStep email={pendingEmail} onVerified={() => finishSignIn(locale, prev)} />
      </AuthCard>
    );
  }

  const errors = form.formState.errors;
  return (
    <AuthCard
      title={t("signup.title")}
      subtitle={t("signup.subtitle")}
      footer={
        <>
          {t("signup.haveAccount")}{" "}
          <Link href={{ pathname: locale === "zh" ? "/login" : "/signin", query: prev ? { prev } : {} }} className="font-medium text-brand-700 hover:underline">
            {t("signup.signinLink")}
          </Link>
        </>
      }
    >
      {inviter && <InviterCard inviterId={inviter} onValid={setInviterIsValid} />}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t("name")} autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <FormField label={t("email")} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <FormField label={t("password")} type="password" autoComplete="new-password" hint={t("passwordHint")} error={errors.password?.message} {...form.register("password")} />
        <BotChallenge onChange={onChallenge} resetKey={challengeKey} turnstileSiteKey={turnstileSiteKey} />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={!challenge || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("signup.submitting") : t("signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
