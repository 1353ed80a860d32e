// Locale routing (next-intl) plus the cheap session guards of docs/product.md §2: protected pages without a session go
// to the locale's login page with ?prev=; the login and sign-up pages send a signed-in visitor on to a safe `prev` or
// My resumes. On those pages only, the token is checked against its session record (one primary-key read), so an ended
// session is cleared here instead of bouncing between the sign-in page and home; handlers and pages still do the real
// authorization.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { getPathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { loginPath } from "@/lib/shared/auth/login-path";
import { resolveSession, SESSION_COOKIE } from "@/lib/server/auth/get-session";
import { clearSessionCookie } from "@/lib/server/auth/session-token";
import { splitLocalePath } from "@/lib/server/i18n/locale-paths";
import { isProtectedPath } from "@/lib/server/permissions/protected-pages";
import { withPageSecurity } from "@/lib/server/security/page-security";
import { SIGNED_IN_HOME_PATH } from "@/lib/shared/auth/signed-in-home-path";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";

const intl = createMiddleware(routing);

// Both names of the sign-in page (/signin, /login) in either locale: the routing sends the other locale's name on.
const GUEST_ONLY = /^\/(login|signin|signup)\/?$/;

async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocalePath(pathname);
  // The (app) group's pages: sign in with prev (a buyer following a sandbox pay link comes back to their order).
  const guarded = isProtectedPath(pathname);
  const guestOnly = GUEST_ONLY.test(path);
  if (guarded || guestOnly) {
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    const isSignedIn = token ? (await resolveSession(token)) !== null : false;
    if (guarded && !isSignedIn) {
      const response = NextResponse.redirect(new URL(loginPath(locale, pathname + search), request.url));
      return token ? clearSessionCookie(response) : response;
    }
    if (guestOnly && isSignedIn) {
      // Already signed in: straight on to `prev` when it is a path of ours (never another host), else My resumes.
      const home = getPathname({ locale, href: SIGNED_IN_HOME_PATH });
      const target = safeRedirectPath(request.nextUrl.searchParams.get("prev"), home);
      return NextResponse.redirect(new URL(target, request.url));
    }
    if (guestOnly && token) return clearSessionCookie(intl(request));
  }
  return intl(request);
}

// Content-Security-Policy and HSTS on every page (lib/server/security/page-security.ts); the public resume, print and dev
// pages get only those, never the locale routing above.
export default withPageSecurity(proxy);

export const config = {
  // Every page: everything except API routes, /metrics (a route handler, app/metrics), Next internals and files with
  // an extension.
  matcher: ["/((?!api|metrics/?$|_next|_vercel|.*\\..*).*)"],
};
