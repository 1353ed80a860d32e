"use client";

import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import type { OAuthProviderId } from "@/lib/shared/auth/oauth-provider-id";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { SignInForm } from "./sign-in-form";
import { SignInTabs } from "./sign-in-tabs";

// Each loads when it is first shown: most visitors sign in by e-mail and remember their password.
const ForgotPasswordForm = dynamic(
  () => orNothing(import("./forgot-password-form").then((mod) => mod.ForgotPasswordForm)),
  { ssr: false },
);
// The provider buttons load after the page (/signin is at its first-load budget, docs/benchmarks.md); the room they
// take is kept meanwhile so nothing moves when they appear.
const OAuthButtons = dynamic(() => orNothing(import("./oauth-buttons").then((mod) => mod.OAuthButtons)), {
  ssr: false,
});
const PhoneLoginForm = dynamic(() => orNothing(import("./phone-login-form").then((mod) => mod.PhoneLoginForm)), {
  ssr: false,
});

type Props = {
  prev?: string;
  turnstileSiteKey?: string;
  oauthProviders?: OAuthProviderId[];
  /** The page came back from a provider sign-in that did not complete (next-auth's `?error=`). */
  oauthFailed?: boolean;
  /** /ch's agreement box, for a phone number that has no account yet (components/auth/terms-agreement.tsx). */
  terms?: ReactNode;
  /** The agreement under the provider buttons: /ch's own box, or the English sentence. */
  oauthTerms?: ReactNode;
};

/**
 * The inside of /signin (en) and /login (zh): the sign-in form, or the forgot-password form in its place. The card
 * around it, its heading and the sign-up link are rendered on the server (app/[locale]/(auth)/signin/page.tsx); the
 * heading follows the form shown without code here (AuthHeading, auth-card.tsx).
 */
export function SignInScreen({ prev, turnstileSiteKey, oauthProviders = [], oauthFailed, terms, oauthTerms }: Props) {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const [mode, setMode] = useState<"signin" | "forgot">("signin");
  const emailForm = () => (
    <SignInForm prev={prev} turnstileSiteKey={turnstileSiteKey} onForgot={() => setMode("forgot")} />
  );
  const isForgot = mode === "forgot";
  return (
    <>
      {isForgot ? (
        <ForgotPasswordForm onBack={() => setMode("signin")} />
      ) : locale === "zh" ? (
        // docs/product.md §1: the Chinese site also signs in by phone.
        <SignInTabs
          label={t("signin.title")}
          tabs={[
            { id: "email", label: t("signin.emailTab"), panel: emailForm },
            { id: "phone", label: t("signin.phoneTab"), panel: () => <PhoneLoginForm prev={prev} terms={terms} /> },
          ]}
        />
      ) : (
        emailForm()
      )}
      {!isForgot && oauthProviders.length > 0 && (
        // The separator (about 40 px), one 48 px button with its 12 px gap per provider and the agreement line
        // (oauth-buttons.tsx).
        <div style={{ minHeight: 40 + oauthProviders.length * 60 + 36 }}>
          <OAuthButtons providers={oauthProviders} prev={prev} failedBefore={oauthFailed} terms={oauthTerms} />
        </div>
      )}
    </>
  );
}
