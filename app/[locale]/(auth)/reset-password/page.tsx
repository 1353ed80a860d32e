import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { metadataOf } from "@/lib/server/i18n/page-metadata";
import { MailedLinkCard } from "../mailed-link-card";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export const generateMetadata = metadataOf("resetPassword", "/reset-password", { robots: { index: false } });

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const email = firstParam(query.email);
  const token = firstParam(query.token);
  const form = email && token ? <ResetPasswordForm email={email} token={token} /> : null;
  return <MailedLinkCard namespace="Auth.reset" form={form} />;
}
