import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { UnlockSignInForm } from "@/components/auth/unlock-sign-in-form";
import { MailedLinkCard } from "../mailed-link-card";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Auth.unlock" });
  return { title: t("title"), robots: { index: false } };
}

// The page the "sign-in paused" mail links to. Ending the pause takes a click (a POST), so a mail scanner that
// fetches links does not use the single-use link up.
export default async function UnlockSignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const id = firstParam(query.id);
  const token = firstParam(query.token);
  const form = id && token ? <UnlockSignInForm id={id} token={token} /> : null;
  return <MailedLinkCard namespace="Auth.unlock" form={form} />;
}
