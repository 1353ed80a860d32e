// One call per page for its <title>, description, canonical URL, hreflang alternates and social card:
//   export const generateMetadata = metadataOf("templates", "/templates");
// (pageMetadata itself for a page whose key or path depends on what it shows, such as /templates/[slug]).
// Titles read "Templates | ResumeCraft" in every segment (the layout's template does not reach pages in its own
// segment, such as the home page, so the brand is added here).
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type messages from "@/messages/en.json";
import { localeAlternates } from "./locale-paths";
import { defaultOgImages } from "@/lib/server/seo/default-og-image";

export type PageMetadataKey = keyof (typeof messages)["Metadata"];

/** The props of a page in the [locale] segment with no other params. */
export type LocalePageProps = { params: Promise<{ locale: Locale }> };

export const openGraphLocale: Record<Locale, string> = { en: "en_US", zh: "zh_CN" };

/**
 * `path` is the internal route ("/templates"); pass null for pages that have no URL of their own (the 404): they get
 * no canonical or hreflang links, not even the layout's. The routing names the route in each locale, so the sign-in
 * page ("/signin") pairs /signin (en) with /ch/login (zh).
 */
export async function pageMetadata(locale: Locale, key: PageMetadataKey, path: string | null): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const brand = (await getTranslations({ locale, namespace: "Common" }))("brand");
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  const alternates = path === null ? undefined : localeAlternates(locale, path);
  const images = await defaultOgImages(locale);
  return {
    title: { absolute: `${title} | ${brand}` },
    description,
    alternates: alternates ?? null,
    // A page's openGraph replaces the layout's whole object (the file-based card included), so the site-wide
    // fields and the image are repeated here.
    openGraph: {
      title,
      description,
      siteName: brand,
      locale: openGraphLocale[locale],
      type: "website",
      images,
      ...(alternates && { url: alternates.canonical }),
    },
    twitter: { card: "summary_large_image", title, description, images },
  };
}

/**
 * A page's generateMetadata when its key and path are fixed; `extra` is added on top (the account pages'
 * `{ robots: { index: false } }`).
 */
export function metadataOf(key: PageMetadataKey, path: string | null, extra: Metadata = {}) {
  return async ({ params }: LocalePageProps): Promise<Metadata> => ({
    ...(await pageMetadata((await params).locale, key, path)),
    ...extra,
  });
}
