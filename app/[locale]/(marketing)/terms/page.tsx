import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { LegalPage } from "@/components/legal/legal-page";
import { pageMetadata } from "@/lib/server/i18n/page-metadata";

type Props = { params: Promise<{ locale: Locale }> };

// Linked from both footers and from sign-up (issue 21 item 10). The text is content/legal/terms.<locale>.md.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale, "terms", "/terms");
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage name="terms" locale={locale} />;
}
