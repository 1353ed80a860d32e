import type { ReactNode } from "react";
import type { Metadata } from "next";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { FontSheetLinks } from "@/components/layout/font-sheet-links";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { LocaleSuggestion, type LocaleSuggestionProps } from "@/components/layout/locale-suggestion";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter, type FilingNotices } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { htmlLang, routing, type Locale } from "@/i18n/routing";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { pickMessages, type MessageNamespace } from "@/lib/shared/i18n/pick-messages";
import { siteMetadata } from "@/lib/server/i18n/site-metadata";
import { env, isAiEnabled } from "@/lib/server/env";
import "../globals.css";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * What the shell's client components use: header, mobile menu, language switcher, and the error and 404 bodies.
 * Pages add their own with <ClientMessages> (components/layout/client-messages.tsx).
 */
const shellNamespaces: MessageNamespace[] = [
  "Common",
  "Header",
  "Footer",
  "LanguageSwitcher",
  "NotFound",
  "Error",
  "Metadata.error",
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? siteMetadata(locale) : {};
}

/** English pages offer Chinese to Chinese-preferring browsers, in Chinese (SPEC: never an automatic redirect). */
async function localeSuggestion(locale: Locale): Promise<LocaleSuggestionProps | null> {
  if (locale !== "en") return null;
  const t = await getTranslations({ locale: "zh", namespace: "LocaleSuggestion" });
  return { target: "zh", region: t("region"), message: t("message"), action: t("action"), dismiss: t("dismiss") };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  // Pages stay static: a start whose APP_URL, AI model or filing notices differ from the build's has Next render the
  // prerendered pages again (scripts/lib/build-state.mjs, one build for every configuration), each page sets its own
  // canonical/hreflang through pageMetadata(), and the signed-in header loads on the client.
  const { ZH_ICP_FILING, ZH_PSB_FILING } = env();
  const filings: FilingNotices | undefined = locale === "zh" ? { icp: ZH_ICP_FILING, psb: ZH_PSB_FILING } : undefined;
  const suggestion = await localeSuggestion(locale);
  const messages = pickMessages(await getMessages(), shellNamespaces);

  return (
    <html lang={htmlLang[locale]}>
      <body className="flex min-h-dvh flex-col">
        {/* The Chinese interface's web font, after the platforms' own Chinese fonts in app/globals.css's stack. */}
        {locale === "zh" && <FontSheetLinks sheets={["ui-sc"]} />}
        <NextIntlClientProvider messages={messages}>
          <ScrollToTop />
          {suggestion && <LocaleSuggestion {...suggestion} />}
          <SiteHeader user={null} />
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            {children}
          </main>
          <SiteFooter filings={filings} isAiEnabled={isAiEnabled()} />
          <LazyToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
