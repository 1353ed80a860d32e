// The URLs a page has in each locale, from next-intl's routing (i18n/routing.ts: the /ch prefix and the routes whose
// name differs, such as /signin ↔ /ch/login). A locale's URL for a route is getPathname({ locale, href }) from
// i18n/navigation; this adds the two things built on it that metadata, the sitemap and the proxy need.
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { getPathname } from "@/i18n/navigation";
import { htmlLang, localePrefix, routing, type Locale } from "@/i18n/routing";

/**
 * Canonical URL path for `locale` plus hreflang alternates for every locale and x-default (relative; resolved against
 * metadataBase). `href` is the internal route ("/templates/modern", "/signin"); the one helper for canonical and
 * hreflang links in page metadata and the sitemap.
 */
export function localeAlternates(locale: Locale, href: string) {
  const languages: Record<string, string> = {};
  for (const each of routing.locales) languages[htmlLang[each]] = getPathname({ locale: each, href });
  languages["x-default"] = getPathname({ locale: routing.defaultLocale, href });
  return { canonical: getPathname({ locale, href }), languages };
}

/** The locale a URL path is in and the path without its prefix: "/ch/login" → zh and "/login", "/ch" → zh and "/". */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    const prefix = localePrefix[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return { locale, path: pathname.slice(prefix.length) || "/" };
  }
  return { locale: routing.defaultLocale, path: pathname };
}
