import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SignUpFlow } from "@/components/auth/sign-up-flow";
import { termsAgreement } from "@/components/auth/terms-agreement";
import { env } from "@/lib/server/env";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";
import { metadataOf } from "@/lib/server/i18n/page-metadata";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export const generateMetadata = metadataOf("signup", "/signup");

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
