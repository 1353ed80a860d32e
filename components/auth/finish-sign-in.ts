import type { Locale } from "@/i18n/routing";
import { getPathname } from "@/i18n/navigation";
import { SIGNED_IN_HOME_PATH } from "@/lib/shared/auth/signed-in-home-path";

/** Where a freshly verified account starts (issue 11 item 23): My resumes with the start dialog open. */
export const NEW_ACCOUNT_START_PATH = "/resumes?start=1"; // the flag: components/resumes/use-start-flag.ts

/**
 * Where a sign-in goes: `prev` when it is a path of ours, else `fallback` (a locale-less path, My resumes unless
 * told) in the locale. The redirect check loads only now: the sign-in and sign-up pages have no first-load bytes to
 * spare (docs/benchmarks.md); if it cannot load, the fallback is used.
 */
export async function signInLandingPath(
  locale: Locale,
  prev: string | null | undefined,
  fallback: string = SIGNED_IN_HOME_PATH,
): Promise<string> {
  const home = getPathname({ locale, href: fallback });
  return import("@/lib/shared/utils/safe-redirect-path").then(
    ({ safeRedirectPath }) => safeRedirectPath(prev, home),
    () => home,
  );
}

/** After any sign-in: a full page load to signInLandingPath, so every part of the page sees the new session. */
export function finishSignIn(locale: Locale, prev: string | null | undefined, fallback?: string): void {
  void signInLandingPath(locale, prev, fallback).then((path) => window.location.assign(path));
}
