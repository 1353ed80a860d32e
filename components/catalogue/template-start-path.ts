// Where "Use This Template" and "Use This Example" send a visitor (issue 21 item 3): sign-up first (its page links to
// sign-in for those with an account), carrying the intent in `prev` as /editor/new?template=…&theme=… or
// /editor/new?example=…, the page that creates the resume once the visitor is signed in and opens it in the editor:
// no second click on "Use" after signing up.
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

/** The page that creates a resume from `template` on `theme` for the signed-in user and opens the editor. */
export function templateStartPath(locale: Locale, template: string, theme?: string): string {
  return getPathname({
    locale,
    href: { pathname: "/editor/new", query: theme ? { template, theme } : { template } },
  });
}

/** The sign-up page with that start page as `prev`; sign-up and sign-in check `prev` with safeRedirectPath. */
export function templateSignUpPath(locale: Locale, template: string, theme?: string): string {
  const prev = templateStartPath(locale, template, theme);
  return `${getPathname({ locale, href: "/signup" })}?prev=${encodeURIComponent(prev)}`;
}

/** The page that copies example `exampleId` for the signed-in user and opens the editor. */
export function exampleStartPath(locale: Locale, exampleId: string): string {
  return getPathname({ locale, href: { pathname: "/editor/new", query: { example: exampleId } } });
}

/** The sign-up page with the example's start page as `prev`. */
export function exampleSignUpPath(locale: Locale, exampleId: string): string {
  const prev = exampleStartPath(locale, exampleId);
  return `${getPathname({ locale, href: "/signup" })}?prev=${encodeURIComponent(prev)}`;
}
