// Every page of the (app) route group (app/[locale]/(app)/<section>/…) needs an account. The proxy cannot read app/
// when it runs, so the group's folders are named here once; tests/integration/accounts/protected-pages.test.ts fails
// when they differ.
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { splitLocalePath } from "@/lib/server/i18n/locale-paths";

export const PROTECTED_SECTIONS = [
  "admin",
  "applications",
  "editor",
  "offer",
  "resumes",
  "sandbox-checkout",
  "settings",
];

/** A request path (either locale, as it arrived), decoded as next-intl does before routing (/%72esumes is /resumes). */
export function isProtectedPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {} // malformed: next-intl hands it to Next, which answers 400
  return PROTECTED_SECTIONS.includes(splitLocalePath(path).path.split("/")[1] ?? "");
}
