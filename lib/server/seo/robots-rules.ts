// What crawlers may fetch. Private areas are disallowed in both locales (the Chinese twin of /editor is
// /ch/editor). Covers under /api/covers/ are allowed because the template and example pages name them as their
// Open Graph image, and social-card crawlers obey robots.txt.
import "server-only";
import type { MetadataRoute } from "next";
import { localePrefix, routing } from "@/i18n/routing";

const PRIVATE_PATHS = ["/applications", "/editor", "/resumes", "/settings"] as const;
const NON_LOCALE_PATHS = ["/api/", "/dev/", "/print/"] as const;

export function disallowedPaths(): string[] {
  const localized = routing.locales.flatMap((locale) => PRIVATE_PATHS.map((path) => `${localePrefix[locale]}${path}`));
  // /dev/ and /print/ exist only outside the locales; their /ch/ twins are listed so no variant is ever crawled.
  const twins = routing.locales.flatMap((locale) =>
    localePrefix[locale] ? NON_LOCALE_PATHS.map((path) => `${localePrefix[locale]}${path}`) : [],
  );
  return [...NON_LOCALE_PATHS, ...localized, ...twins];
}

export function robotsRules(): MetadataRoute.Robots["rules"] {
  return { userAgent: "*", allow: ["/", "/api/covers/"], disallow: disallowedPaths() };
}
