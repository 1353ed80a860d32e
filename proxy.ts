// Locale routing (next-intl) plus the cheap session guards of SPEC §2: protected pages without a session go to the
// locale's login page with ?prev=; the login and sign-up pages send a signed-in visitor home. On those pages only,
// the token is checked against the user's session version (one primary-key read), so an ended session is cleared
// here instead of bouncing between the sign-in page and home; handlers and pages still do the real authorization.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/i18n/routing";
import { loginPath } from "@/lib/api-client/login-path";
import { resolveSession, SESSION_COOKIE } from "@/lib/auth/get-session";
import { clearSessionCookie } from "@/lib/auth/session-token";

const intl = createMiddleware(routing);

const PROTECTED = /^\/(settings|resumes|editor)(\/|$)/;
const GUEST_ONLY = /^\/(login|signin|signup)\/?$/;

function split(pathname: string): { locale: "en" | "zh"; path: string } {
  if (pathname === "/ch" || pathname.startsWith("/ch/")) return { locale: "zh", path: pathname.slice(3) || "/" };
  return { locale: "en", path: pathname };
}

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = split(pathname);
  const guarded = PROTECTED.test(path);
  const guestOnly = GUEST_ONLY.test(path);
  if (guarded || guestOnly) {
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    const isSignedIn = token ? (await resolveSession(token)) !== null : false;
    if (guarded && !isSignedIn) {
      const response = NextResponse.redirect(new URL(loginPath(locale, pathname + search), request.url));
      return token ? clearSessionCookie(response) : response;
    }
    if (guestOnly && isSignedIn) return NextResponse.redirect(new URL(locale === "zh" ? "/ch" : "/", request.url));
    if (guestOnly && token) return clearSessionCookie(intl(request));
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, the public resume and print pages, and files with an extension.
  matcher: ["/((?!api|_next|_vercel|r/|print/|dev/|.*\\..*).*)"],
};
