import type { Locale } from "@/i18n/routing";
import { getPathname } from "@/i18n/navigation";

/** Where a freshly verified account starts (issue 11 item 23): My resumes with the start dialog open. */
export const NEW_ACCOUNT_START_PATH = "/resumes?start=1"; // the flag: components/resumes/use-start-flag.ts

/**
 * After any sign-in: a full page load to `prev` when it is a path of ours, else to `fallback` (a locale-less path,
 * home unless told), so every part of the page sees the new session. The redirect check loads only now: the sign-in
 * and sign-up pages have no first-load bytes to spare (docs/benchmarks.md); if it cannot load, the fallback is used.
 */
export function finishSignIn(locale: Locale, prev: string | null | undefined, fallback = "/"): void {
  const home = getPathname({ locale, href: fallback });
  void import("@/lib/utils/safe-redirect-path").then(
    ({ safeRedirectPath }) => window.location.assign(safeRedirectPath(prev, home)),
    () => window.location.assign(home),
  );
}
