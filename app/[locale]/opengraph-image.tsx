// The default Open Graph card of every locale page (/opengraph-image, /ch/opengraph-image): brand and tagline in
// the page's language. pageMetadata() names it on each page, since a page's own openGraph replaces the layout's.
// Built at build time for both locales; fonts come from node_modules (lib/server/seo/og-fonts.ts), never the network.
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { BrandCard, OG_SIZE } from "@/components/seo/brand-card";
import { appUrl } from "@/lib/server/env";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { ogFonts } from "@/lib/server/seo/og-fonts";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "ResumeCraft";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  const [t, common, fonts] = await Promise.all([
    getTranslations({ locale, namespace: "Seo" }),
    getTranslations({ locale, namespace: "Common" }),
    ogFonts({ withChinese: locale === "zh" }),
  ]);
  const card = (
    <BrandCard
      brand={common("brand")}
      tagline={t("ogTagline")}
      features={t("ogFeatures")}
      url={new URL(appUrl()).host}
    />
  );
  return new ImageResponse(card, { ...size, fonts });
}
