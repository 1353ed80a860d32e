import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SignUpFlow } from "@/components/auth/sign-up-flow";
import { termsAgreement } from "@/components/auth/terms-agreement";
import { env } from "@/lib/server/env";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";
import { pageMetadata } from "@/lib/server/i18n/page-metadata";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, "signup", "/signup");
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <SignUpFlow
      prev={safeRedirectPath(firstParam(query.prev), undefined)}
      inviter={firstParam(query.inviter)}
      turnstileSiteKey={env().TURNSTILE_SECRET_KEY ? env().TURNSTILE_SITE_KEY : undefined}
      terms={termsAgreement(locale)}
    />
  );
}
