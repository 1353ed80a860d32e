import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/locale-paths";

/**
 * The locale's login page (SPEC §2: /login in Chinese, /signin in English), with `prev` when given. The value is not
 * checked here: whoever follows it (the sign-in page, finishSignIn, next-auth's redirect callback) checks it with
 * safeRedirectPath, and this helper is in every page's first load.
 */
export function loginPath(locale: Locale, prev?: string): string {
  const path = localizePath(locale, locale === "zh" ? "/login" : "/signin");
  return prev ? `${path}?prev=${encodeURIComponent(prev)}` : path;
}
