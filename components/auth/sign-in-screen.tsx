"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Tabs } from "radix-ui";
import { Link } from "@/i18n/navigation";
import type { OAuthProviderId } from "@/lib/env";
import { AuthCard } from "./auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";
import { OAuthButtons } from "./oauth-buttons";
import { PhoneLoginForm } from "./phone-login-form";
import { SignInForm } from "./sign-in-form";

type Props = { prev?: string; turnstileSiteKey?: string; oauthProviders?: OAuthProviderId[] };

/** /signin (en) and /login (zh): the sign-in form, or the forgot-password form in its place. */
export function SignInScreen({ prev, turnstileSiteKey, oauthProviders = [] }: Props) {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const [mode, setMode] = useState<"signin" | "forgot">("signin");
  const footer = (
    <>
      {t("signin.noAccount")}{" "}
      <Link href={{ pathname: "/signup", query: prev ? { prev } : {} }} className="font-medium text-brand-700 hover:underline">
        {t("signin.signupLink")}
      </Link>
    </>
  );
  return (
    <AuthCard title={t("signin.title")} subtitle={t("signin.subtitle")} footer={footer}>
      {mode === "forgot" ? (
        <ForgotPasswordForm onBack={() => setMode("signin")} />
      ) : locale === "zh" ? (
        // SPEC §1: the Chinese site also signs in by phone.
        <Tabs.Root defaultValue="email">
          <Tabs.List aria-label={t("signin.title")} className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
            {(["email", "phone"] as const).map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="rounded-md py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm">
                {t(tab === "email" ? "signin.emailTab" : "signin.phoneTab")}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="email">
            <SignInForm prev={prev} turnstileSiteKey={turnstileSiteKey} onForgot={() => setMode("forgot")} />
          </Tabs.Content>
          <Tabs.Content value="phone">
            <PhoneLoginForm prev={prev} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <SignInForm prev={prev} turnstileSiteKey={turnstileSiteKey} onForgot={() => setMode("forgot")} />
      )}
      {mode !== "forgot" && <OAuthButtons providers={oauthProviders} prev={prev} />}
    </AuthCard>
  );
}
