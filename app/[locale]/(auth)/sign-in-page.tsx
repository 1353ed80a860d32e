// The one sign-in page behind /signin (en) and /login (zh); each locale's other name redirects to its own.
import { redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { loginPath } from "@/lib/api-client/login-path";
import { env, oauthProviders } from "@/lib/env";
import { firstParam, type SearchParams } from "./search-params";

export type SignInPageProps = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function renderSignInPage({ params, searchParams }: SignInPageProps, route: "/signin" | "/login") {
  const { locale } = await params;
  setRequestLocale(locale);
  const prev = firstParam((await searchParams).prev);
  const ownRoute = locale === "zh" ? "/login" : "/signin";
  if (route !== ownRoute) redirect(loginPath(locale, prev));
  return <SignInScreen prev={prev} turnstileSiteKey={env().TURNSTILE_SECRET_KEY ? env().TURNSTILE_SITE_KEY : undefined} oauthProviders={oauthProviders()} />;
}
