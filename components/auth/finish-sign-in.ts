import type { Locale } from "@/i18n/routing";
import { safePrev } from "@/lib/api-client/login-path";
import { localizePath } from "@/lib/i18n/locale-paths";

/** After any sign-in: a full page load to `prev` (or home), so every part of the page sees the new session. */
export function finishSignIn(locale: Locale, prev: string | null | undefined): void {
  window.location.assign(safePrev(prev, localizePath(locale, "/")));
}
