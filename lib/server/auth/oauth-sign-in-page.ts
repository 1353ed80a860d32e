// Where next-auth sends a provider sign-in that did not complete (cancelled, a refused code, WeChat's errcode, a
// state that does not match): the sign-in page in the locale the visitor started from. next-auth keeps the sign-in's
// callbackUrl (`prev`, or the page the button was pressed on) in its callback-url cookie, which says the locale.
import "server-only";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { splitLocalePath } from "@/lib/server/i18n/locale-paths";

// next-auth's own names: the __Secure- one when NEXTAUTH_URL is https.
const CALLBACK_URL_COOKIES = ["__Secure-next-auth.callback-url", "next-auth.callback-url"];

type CookieReader = { get: (name: string) => { value: string } | undefined };

/** The locale the provider sign-in started from. */
export function oauthLocale(cookies: CookieReader): Locale {
  const value = CALLBACK_URL_COOKIES.map((name) => cookies.get(name)?.value).find(Boolean);
  let pathname = "/";
  try {
    // Absolute (next-auth's usual form) or a path; the host is not looked at, only the path's locale prefix.
    if (value) pathname = new URL(value, "http://n").pathname;
  } catch {
    // An unreadable cookie: the default locale's page.
  }
  return splitLocalePath(pathname).locale;
}

export function oauthSignInPage(cookies: CookieReader): string {
  return getPathname({ locale: oauthLocale(cookies), href: "/signin" });
}
