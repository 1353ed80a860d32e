// The locale's branded card (app/[locale]/opengraph-image.tsx) as an Open Graph image entry. Pages that set their
// own openGraph name it explicitly: Next drops a parent's file-based image when a page defines openGraph.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getPathname } from "@/i18n/navigation";

/** Relative URL (resolved against metadataBase); /opengraph-image for en, /ch/opengraph-image for zh. */
const defaultOgImagePath = (locale: Locale): string => getPathname({ locale, href: "/opengraph-image" });

export async function defaultOgImages(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "Seo" });
  return [{ url: defaultOgImagePath(locale), width: 1200, height: 630, alt: t("ogAlt"), type: "image/png" }];
}
