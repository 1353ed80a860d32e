"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import type { OAuthProviderId } from "@/lib/env";
import { orNothing } from "@/lib/utils/or-nothing";
import { OAuthButtons } from "./oauth-buttons";
import { SignInForm } from "./sign-in-form";
import { SignInTabs } from "./sign-in-tabs";

// Each loads when it is first shown: most visitors sign in by e-mail and remember their password.
const ForgotPasswordForm = dynamic(
  () => orNothing(import("./forgot-password-form").then((mod) => mod.ForgotPasswordForm)),
  { ssr: false },
);
const PhoneLoginForm = dynamic(() => orNothing(import("./phone-login-form").then((mod) => mod.PhoneLoginForm)), {
  ssr: false,
});

type Props = { prev?: string; turnstileSiteKey?: string; oauthProviders?: OAuthProviderId[] };

/**
 * The inside of /signin (en) and /login (zh): the sign-in form, or the forgot-password form in its place. The card
 * around it, its title and the sign-up link are rendered on the server (app/[locale]/(auth)/signin/page.tsx).
 */
export function SignInScreen({ prev, turnstileSiteKey, oauthProviders = [] }: Props) {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const [mode, setMode] = useState<"signin" | "forgot">("signin");
  const emailForm = () => (
    <SignInForm prev={prev} turnstileSiteKey={turnstileSiteKey} onForgot={() => setMode("forgot")} />
  );
  return (
    <>
      {mode === "forgot" ? (
        <ForgotPasswordForm onBack={() => setMode("signin")} />
      ) : locale === "zh" ? (
        // SPEC §1: the Chinese site also signs in by phone.
        <SignInTabs
          label={t("signin.title")}
          tabs={[
            { id: "email", label: t("signin.emailTab"), panel: emailForm },
            { id: "phone", label: t("signin.phoneTab"), panel: () => <PhoneLoginForm prev={prev} /> },
          ]}
        />
      ) : (
        emailForm()
      )}
      {mode !== "forgot" && <OAuthButtons providers={oauthProviders} prev={prev} />}
    </>
  );
}
