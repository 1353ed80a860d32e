// Where a visitor goes to sign in (SPEC §2: /login in Chinese, /signin in English) and comes back from, as a
// next-intl href: the locale prefix is added by <Link>.
import type { Locale } from "@/i18n/routing";

export function signInHref(locale: Locale, prev: string) {
  return { pathname: locale === "zh" ? "/login" : "/signin", query: { prev } };
}
