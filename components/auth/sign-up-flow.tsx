"use client";

// docs/product.md §4 sign-up: form → e-mail code → signed in, back at `prev` or at My resumes with the start dialog
// open. The Chinese site also signs up by phone (issue 21 item 9), as a second tab like sign-in's: the phone tab is the
// phone sign-in (the one way a phone account is made), with the agreement box shown from the start.
import { useCallback, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import type { z } from "zod";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { signUp } from "@/lib/client/api-client/auth-client";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { AuthCard } from "./auth-card";
import { BotChallenge } from "./bot-challenge";
import { finishSignIn, NEW_ACCOUNT_START_PATH } from "./finish-sign-in";
import { FormAlert } from "./form-alert";
import { FormControl } from "@/components/ui/form-control";
import { SignInTabs } from "./sign-in-tabs";
import { agreedToTerms, TermsError } from "./terms-field";

// The code step follows a successful sign-up, so it loads then (or when the form is first used).
const loadCodeStep = () => import("./email-code-step");
const EmailCodeStep = dynamic(() => orNothing(loadCodeStep().then((mod) => mod.EmailCodeStep)), { ssr: false });
// Only a referral link shows the inviter.
const InviterCard = dynamic(() => orNothing(import("./inviter-card").then((mod) => mod.InviterCard)), { ssr: false });
// The phone tab loads when it is chosen.
const PhoneLoginForm = dynamic(() => orNothing(import("./phone-login-form").then((mod) => mod.PhoneLoginForm)), {
  ssr: false,
});
// /ch needs the box ticked; the English form says that signing up is agreeing.
const loadSchema = () => import("@/lib/shared/validations/auth/sign-up").then((mod) => mod.ZSignUp);
const loadSchemaWithTerms = (): Promise<z.ZodType<z.output<TSignUp>, z.input<TSignUp>>> =>
  import("@/lib/shared/validations/auth/sign-up").then((mod) => mod.ZSignUpWithTerms);

type TSignUp = typeof import("@/lib/shared/validations/auth/sign-up").ZSignUp;
type Props = {
  prev?: string;
  inviter?: string;
  turnstileSiteKey?: string;
  /** The agreement, rendered by the page (components/auth/terms-agreement.tsx): /ch's box, or the English sentence. */
  terms?: ReactNode;
};

export function SignUpFlow({ prev, inviter, turnstileSiteKey, terms }: Props) {
  const t = useTranslations("Auth");
  const tv = useTranslations("AuthValidation");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const asksTerms = locale === "zh";
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [challengeKey, setChallengeKey] = useState(0);
  const [challenge, setChallenge] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [inviterIsValid, setInviterIsValid] = useState(false);
  const onChallenge = useCallback((response: string | null) => setChallenge(response ?? ""), []);
  const inviterID = inviter && inviterIsValid ? inviter : undefined;

  const form = useSchemaForm({
    loadSchema: asksTerms ? loadSchemaWithTerms : loadSchema,
    read: (data) => ({
      name: formText(data, "name"),
      email: formText(data, "email"),
      password: formText(data, "password"),
      altcha: challenge,
      ...(asksTerms ? { agreedToTerms: agreedToTerms(data) } : {}),
    }),
    onLoadError: () => setError(te("network")),
    onValid: async (values) => {
      setError(null);
      void loadCodeStep().catch(() => undefined);
      try {
        const body = { ...values, ...(inviterID ? { inviterID } : {}) };
        const result = await signUp(body, locale);
        setPendingEmail(result.email);
      } catch (caught) {
        setError(errorText(caught, te));
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

  const emailForm = () => (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormControl label={t("name")} error={form.errors.name} input={{ name: "name", autoComplete: "name" }} />
      <FormControl
        label={t("email")}
        error={form.errors.email}
        input={{ name: "email", type: "email", autoComplete: "email" }}
      />
      <FormControl
        label={t("password")}
        hint={t("passwordHint")}
        error={form.errors.password}
        input={{ name: "password", type: "password", autoComplete: "new-password" }}
      />
      {asksTerms && terms}
      {/* The box has one rule, so one message. */}
      {asksTerms && <TermsError text={form.errors.agreedToTerms && tv("termsRequired")} />}
      <BotChallenge onChange={onChallenge} resetKey={challengeKey} turnstileSiteKey={turnstileSiteKey} />
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={!challenge || form.isSubmitting}>
        {form.isSubmitting ? t("signup.submitting") : t("signup.submit")}
      </Button>
      {!asksTerms && terms}
    </form>
  );

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
      {locale === "zh" ? (
        <SignInTabs
          label={t("signup.title")}
          tabs={[
            { id: "email", label: t("signup.emailTab"), panel: emailForm },
            {
              id: "phone",
              label: t("signup.phoneTab"),
              panel: () => <PhoneLoginForm prev={prev} mode="signup" inviterID={inviterID} terms={terms} />,
            },
          ]}
        />
      ) : (
        emailForm()
      )}
    </AuthCard>
  );
}
