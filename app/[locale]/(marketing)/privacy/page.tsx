import { setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/components/legal/legal-page";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";

// Linked from both footers and from sign-up (issue 21 item 10). The text is content/legal/privacy.<locale>.md.

export const generateMetadata = metadataOf("privacy", "/privacy");

export default async function PrivacyPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage name="privacy" locale={locale} />;
}
