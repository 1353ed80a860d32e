import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

/**
 * The locale's login page (docs/product.md §2: /ch/login in Chinese, /signin in English; i18n/routing.ts names it),
 * with `prev` when given. The value is not checked here: whoever follows it (the sign-in page, finishSignIn,
 * next-auth's redirect callback) checks it with safeRedirectPath, and this helper is in every page's first load.
 */
export function loginPath(locale: Locale, prev?: string): string {
  const path = getPathname({ locale, href: "/signin" });
  return prev ? `${path}?prev=${encodeURIComponent(prev)}` : path;
}
