// The one Accept-Language negotiation (mails, SMS, catalogue API answers): the browser's languages in order of
// preference (negotiator reads the q-values) matched against ours by RFC 4647 lookup, so zh-TW and zh-HK count as
// Chinese and en-GB as English. Pages do not negotiate: `localeDetection` is off (docs/decisions.md, "Locales").
import "server-only";
import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { routing, type Locale } from "@/i18n/routing";

/** Intl (and so match()) throws on a malformed tag; one such tag must not hide the valid ones. */
function isValidTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** The first of our locales the header asks for, else the default locale (also for a missing or malformed header). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const requested = new Negotiator({ headers: { "accept-language": acceptLanguage ?? undefined } })
    .languages()
    .filter(isValidTag);
  const matched = match(requested, routing.locales, routing.defaultLocale, { algorithm: "lookup" });
  return routing.locales.find((locale) => locale === matched) ?? routing.defaultLocale;
}
