// /api/auth/* – next-auth's OAuth routes (sign-in redirect, callback). The session cookie it sets is `x-cid`; the
// readable `x-signed-in` companion is added here so that the page header loads the user (lib/client/api-client/session-hint).
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/server/api/app-error";
import { clientAddress } from "@/lib/server/api/client-address";
import { fail } from "@/lib/server/api/envelope";
import { withCappedBody } from "@/lib/server/api/read-body";
import { SESSION_HINT_COOKIE } from "@/lib/shared/auth/session-hint-cookie";
import { SESSION_COOKIE } from "@/lib/server/auth/get-session";
import { oauthLocale, oauthSignInPage } from "@/lib/server/auth/oauth-sign-in-page";
import { authOptions } from "@/lib/server/auth/options";
import { sessionClient } from "@/lib/server/auth/session-client";
import { isSecureCookie, SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth/session-token";
import { appUrl } from "@/lib/server/env";
import { isForeignOriginRequest } from "@/lib/server/security/same-origin";
import { logSecurityEvent } from "@/lib/server/security/security-event";
import { OAUTH_TERMS_COOKIE } from "@/lib/shared/auth/oauth-terms-cookie";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(req: NextRequest, context: Context): Promise<Response> {
  // next-auth checks its own CSRF token on sign-in and sign-out posts; the origin check is the same as every other
  // route's (lib/server/security/same-origin.ts), so a foreign page gets the same translated 403.
  if (isForeignOriginRequest(req.method, req.headers, req.url, appUrl())) {
    // Outside createHandler, so the security event line is written here (lib/server/security/security-event.ts).
    logSecurityEvent("cross_site_refused", {
      key: "CROSS_SITE_REQUEST",
      clientAddress: clientAddress(req.headers),
      method: req.method,
      path: req.nextUrl.pathname,
    });
    return fail(new AppError("CROSS_SITE_REQUEST"));
  }
  // next-auth reads form and JSON bodies itself, unbounded: hand it one read through the cap (its posts are tiny).
  const capped = await withCappedBody(req, 64 * 1024);
  if (capped instanceof Response) return capped;
  const agreement = { locale: oauthLocale(req.cookies), agreed: req.cookies.get(OAUTH_TERMS_COOKIE)?.value === "1" };
  const options = authOptions(sessionClient(req.headers), oauthSignInPage(req.cookies), agreement);
  const response: Response = await NextAuth(options)(capped, context);
  const setsSession = response.headers
    .getSetCookie()
    .some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`));
  if (setsSession) {
    const secure = isSecureCookie() ? "; Secure" : "";
    response.headers.append(
      "set-cookie",
      `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
    );
    // The agreement was used, or not needed (an existing account).
    if (agreement.agreed)
      response.headers.append("set-cookie", `${OAUTH_TERMS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  return response;
}

export { handle as GET, handle as POST };
