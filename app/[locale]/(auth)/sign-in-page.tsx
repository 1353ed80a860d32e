// The one sign-in page behind /signin (en) and /login (zh); each locale's other name redirects to its own.
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { loginPath } from "@/lib/api-client/login-path";
import { env, oauthProviders } from "@/lib/env";
import { safeRedirectPath } from "@/lib/utils/safe-redirect-path";
import { firstParam, type SearchParams } from "./search-params";

export type SignInPageProps = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function renderSignInPage({ params, searchParams }: SignInPageProps, route: "/signin" | "/login") {
  const { locale } = await params;
  setRequestLocale(locale);
  // A prev that is not a path of ours is dropped here, so no link or form on the page carries it on.
  const prev = safeRedirectPath(firstParam((await searchParams).prev), undefined);
  const ownRoute = locale === "zh" ? "/login" : "/signin";
  if (route !== ownRoute) redirect(loginPath(locale, prev));
  const t = await getTranslations("Auth");
  const footer = (
    <>
      {t("signin.noAccount")}{" "}
      <Link href={{ pathname: "/signup", query: prev ? { prev } : {} }} className="font-medium text-brand-700 hover:underline">
        {t("signin.signupLink")}
      </Link>
    </>
  );
  // The card and its links are server-rendered; only the forms inside are client code.
  return (
    <AuthCard title={t("signin.title")} subtitle={t("signin.subtitle")} footer={footer}>
      <SignInScreen prev={prev} turnstileSiteKey={env().TURNSTILE_SECRET_KEY ? env().TURNSTILE_SITE_KEY : undefined} oauthProviders={oauthProviders()} />
    </AuthCard>
  );
}
