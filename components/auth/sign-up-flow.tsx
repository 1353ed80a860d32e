"use client";

// SPEC §4 sign-up: form → e-mail code → signed in, back at `prev` or at My resumes with the start dialog open.
import { useCallback, useState } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { loadApiErrorText } from "@/lib/api-client/load-api-error-text";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { formText, useSchemaForm } from "@/lib/forms/use-schema-form";
import { orNothing } from "@/lib/utils/or-nothing";
import { AuthCard } from "./auth-card";
import { BotChallenge } from "./bot-challenge";
import { finishSignIn, NEW_ACCOUNT_START_PATH } from "./finish-sign-in";
import { FormAlert } from "./form-alert";
import { FormField } from "./form-field";
import { InviterCard } from "./inviter-card";

// The code step follows a successful sign-up, so it loads then (or when the form is first used).
const loadCodeStep = () => import("./email-code-step");
const EmailCodeStep = dynamic(() => orNothing(loadCodeStep().then((mod) => mod.EmailCodeStep)), { ssr: false });
const loadSchema = () => import("@/lib/validations/auth/sign-up").then((mod) => mod.ZSignUp);

type Props = { prev?: string; inviter?: string; turnstileSiteKey?: string };

export function SignUpFlow({ prev, inviter, turnstileSiteKey }: Props) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [challengeKey, setChallengeKey] = useState(0);
  const [challenge, setChallenge] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [inviterIsValid, setInviterIsValid] = useState(false);
  const onChallenge = useCallback((response: string | null) => setChallenge(response ?? ""), []);

  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({
      name: formText(data, "name"),
      email: formText(data, "email"),
      password: formText(data, "password"),
      altcha: challenge,
    }),
    onLoadError: () => setError(te("network")),
    onValid: async (values) => {
      setError(null);
      void loadCodeStep().catch(() => undefined);
      try {
        const body = { ...values, ...(inviter && inviterIsValid ? { inviterID: inviter } : {}) };
        const result = await apiFetch<{ email: string }>("/api/users", { method: "POST", body, locale });
        setPendingEmail(result.email);
      } catch (caught) {
        setError(await loadApiErrorText(caught, te));
        setChallengeKey((key) => key + 1);
      }
    },
  });

  if (pendingEmail) {
    return (
      <AuthCard title={t("signup.codeTitle")} subtitle={t("signup.codeSubtitle", { email: pendingEmail })}>
        <EmailCodeStep email={pendingEmail} onVerified={() => finishSignIn(locale, prev, NEW_ACCOUNT_START_PATH)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("signup.title")}
      subtitle={t("signup.subtitle")}
      footer={
        <>
          {t("signup.haveAccount")}{" "}
          <Link
            href={{ pathname: "/signin", query: prev ? { prev } : {} }}
            className="font-medium text-brand-700 hover:underline"
          >
            {t("signup.signinLink")}
          </Link>
        </>
      }
    >
      {inviter && <InviterCard inviterId={inviter} onValid={setInviterIsValid} />}
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormField label={t("name")} name="name" autoComplete="name" error={form.errors.name} />
        <FormField label={t("email")} name="email" type="email" autoComplete="email" error={form.errors.email} />
        <FormField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t("passwordHint")}
          error={form.errors.password}
        />
        <BotChallenge onChange={onChallenge} resetKey={challengeKey} turnstileSiteKey={turnstileSiteKey} />
        <FormAlert message={error} />
        <Button type="submit" size="lg" disabled={!challenge || form.isSubmitting}>
          {form.isSubmitting ? t("signup.submitting") : t("signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
