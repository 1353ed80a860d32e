// A page's locale-less path, or one path per locale where the route's name differs between locales (the sign-in
// page is /signin in English and /login in Chinese, SPEC §2). Canonical and hreflang links, and the sitemap, are
// built from it so a page never names an alternate that only redirects.
import { htmlLang, routing, type Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/locale-paths";

export type LocalizedPath = string | Readonly<Record<Locale, string>>;

/** SPEC §2: the one sign-in page, under each locale's own name. */
export const SIGN_IN_PATHS: Readonly<Record<Locale, string>> = { en: "/signin", zh: "/login" };

/** The sign-in routes map to the per-locale pair; any other path is the same in every locale. */
export function routePaths(path: string): LocalizedPath {
  return path === SIGN_IN_PATHS.en || path === SIGN_IN_PATHS.zh ? SIGN_IN_PATHS : path;
}

/** The URL path of `paths` in `locale`: "/templates" → "/ch/templates" for zh. */
export function pathIn(locale: Locale, paths: LocalizedPath): string {
  return localizePath(locale, typeof paths === "string" ? paths : paths[locale]);
}

/** hreflang → URL path for every locale, plus x-default (the default locale). */
export function hreflangPaths(paths: LocalizedPath): Record<string, string> {
  const languages = Object.fromEntries(routing.locales.map((locale) => [htmlLang[locale], pathIn(locale, paths)]));
  return { ...languages, "x-default": pathIn(routing.defaultLocale, paths) };
}

/** Canonical URL path for `locale` plus hreflang alternates (relative; resolved against metadataBase). */
export function alternatesFor(locale: Locale, paths: LocalizedPath) {
  return { canonical: pathIn(locale, paths), languages: hreflangPaths(paths) };
}
