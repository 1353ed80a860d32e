// Pure helpers for turning a locale-less path ("/templates") into the URL a locale lives at and back.
// Used by metadata (canonical, hreflang), the language switcher and the locale suggestion banner.
import { localePrefix, routing, type Locale } from "@/i18n/routing";

/** "/templates" → "/ch/templates" for zh; the home of a prefixed locale is "/ch", not "/ch/". */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localePrefix[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** "/ch/templates" → "/templates" for zh; a path without the locale's prefix is returned unchanged. */
export function unlocalizePath(pathname: string, locale: Locale): string {
  const prefix = localePrefix[locale];
  if (!prefix) return pathname;
  if (pathname === prefix) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** Canonical URL for `locale` plus hreflang alternates (relative; resolved against metadataBase). */
export function localeAlternates(locale: Locale, path: string) {
  return {
    canonical: localizePath(locale, path),
    languages: {
      en: localizePath("en", path),
      "zh-CN": localizePath("zh", path),
      "x-default": localizePath(routing.defaultLocale, path),
    },
  };
}
