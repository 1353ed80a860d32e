import { defineRouting } from "next-intl/routing";

// "ch" is Chamorro to Intl and to browsers, so the locale is `zh` inside and only the URL prefix is /ch
// (see docs/decisions.md, "Locales").
export const routing = defineRouting({
  locales: ["en", "zh"],
  defaultLocale: "en",
  localePrefix: { mode: "as-needed", prefixes: { zh: "/ch" } },
  // `/` is never redirected by Accept-Language: a Chinese-preferring browser gets a dismissible suggestion instead.
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

/** BCP 47 tag for <html lang>, hreflang and Intl. */
export const htmlLang: Record<Locale, string> = { en: "en", zh: "zh-CN" };

/** The URL prefix a locale lives under ("" for the default). */
export const localePrefix: Record<Locale, string> = { en: "", zh: "/ch" };
