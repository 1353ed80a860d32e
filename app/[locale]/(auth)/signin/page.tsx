// The sign-in page: /signin in English, /ch/login in Chinese (docs/product.md §2). The routing table
// (i18n/routing.ts) serves /ch/login from here and sends /ch/signin and /login on to each locale's own name, query
// kept.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthSwitch } from "@/components/auth/auth-switch";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { TermsCheckbox, termsAgreement } from "@/components/auth/terms-agreement";
import { env, oauthProviders } from "@/lib/server/env";
import { pageMetadata } from "@/lib/server/i18n/page-metadata";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  // docs/product.md §2 names the Chinese page "login"; its title and description are written under that name.
  return pageMetadata(locale, locale === "zh" ? "login" : "signin", "/signin");
}

export default async function SignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // A prev that is not a path of ours is dropped here, so no link or form on the page carries it on.
  const query = await searchParams;
  const prev = safeRedirectPath(firstParam(query.prev), undefined);
  const t = await getTranslations("Auth");
  const footer = (
    <>
      {t("signin.noAccount")}{" "}
      <Link
        href={{ pathname: "/signup", query: prev ? { prev } : {} }}
        className="font-medium text-brand-700 hover:underline"
      >
        {t("signin.signupLink")}
      </Link>
    </>
  );
  // The card and its links are server-rendered; only the forms inside are client code. The heading follows the
  // form shown: "Reset your password" over the forgot-password form (AuthSwitch).
  return (
    <AuthCard
      title={<AuthSwitch normal={t("signin.title")} forgot={t("forgot.title")} />}
      subtitle={<AuthSwitch normal={t("signin.subtitle")} forgot={t("forgot.subtitle")} />}
      footer={footer}
    >
      <SignInScreen
        prev={prev}
        turnstileSiteKey={env().TURNSTILE_SECRET_KEY ? env().TURNSTILE_SITE_KEY : undefined}
        oauthProviders={oauthProviders()}
        oauthFailed={Boolean(firstParam(query.error))}
        terms={locale === "zh" ? <TermsCheckbox /> : undefined}
        oauthTerms={termsAgreement(locale, true)}
      />
    </AuthCard>
  );
}
