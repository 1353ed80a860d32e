// Site-wide metadata for app/[locale]/layout.tsx: brand title template, default description, metadataBase
// (each page adds its canonical URL and hreflang alternates with pageMetadata()).
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/server/env";
import { openGraphLocale } from "./page-metadata";

export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const common = await getTranslations({ locale, namespace: "Common" });
  const meta = await getTranslations({ locale, namespace: "Metadata" });
  const brand = common("brand");
  return {
    metadataBase: new URL(appUrl()),
    title: { template: `%s | ${brand}`, default: `${brand} | ${common("tagline")}` },
    description: meta("home.description"),
    applicationName: brand,
    openGraph: { siteName: brand, locale: openGraphLocale[locale], type: "website" },
  };
}
