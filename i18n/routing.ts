import { defineRouting, type Pathnames } from "next-intl/routing";

const locales = ["en", "zh"] as const;

/** The URL prefix of each non-default locale. */
const prefixes = { zh: "/ch" } as const;

// Routes whose name differs between locales (SPEC §2: sign-in is /signin in English, /login in Chinese); every other
// route keeps its name. Link, redirect and getPathname take the internal name ("/signin") and write the locale's URL,
// and the middleware serves /ch/login and sends /ch/signin and /login on to each locale's own name. The table is
// typed as plain Pathnames so hrefs stay free strings (unlisted ones pass through unchanged), and it ships in every
// page's JavaScript: list only routes that really differ.
const pathnames: Pathnames<typeof locales> = {
  "/signin": { en: "/signin", zh: "/login" },
};

// "ch" is Chamorro to Intl and to browsers, so the locale is `zh` inside and only the URL prefix is /ch
// (see docs/decisions.md, "Locales").
export const routing = defineRouting({
  locales,
  defaultLocale: "en",
  localePrefix: { mode: "as-needed", prefixes },
  pathnames,
  // `/` is never redirected by Accept-Language: a Chinese-preferring browser gets a dismissible suggestion instead.
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

/** BCP 47 tag for <html lang>, hreflang and Intl. */
export const htmlLang: Record<Locale, string> = { en: "en", zh: "zh-CN" };

/** The URL prefix a locale lives under ("" for the default). */
export const localePrefix: Record<Locale, string> = { en: "", ...prefixes };
