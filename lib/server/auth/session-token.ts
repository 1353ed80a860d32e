// Mints the session token our sign-in endpoints answer with: the same JWE format next-auth 4 reads (next-auth/jwt
// `encode`), so tokens from /api/login, /api/signin and the OAuth callback are interchangeable.
import "server-only";
import { encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { appUrl, env } from "@/lib/server/env";
import { SESSION_HINT_COOKIE } from "@/lib/shared/auth/session-hint-cookie";
import { SESSION_COOKIE } from "./get-session";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  // The launcher always provides one; a server without it cannot sign anyone in.
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

/** The token for one session record (`sid`, see lib/server/services/sessions/start-session.ts). */
export async function mintSessionToken(
  user: { id: string; sessionVersion: number },
  sessionId: string,
): Promise<string> {
  return encode({
    token: { sub: user.id, sessionVersion: user.sessionVersion, sid: sessionId },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Secure whenever the site is served over https, as next-auth decides it; plain http on localhost keeps working. */
export function isSecureCookie(): boolean {
  return appUrl().startsWith("https://");
}

export function setSessionCookie(response: NextResponse, token: string): NextResponse {
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  // Readable by scripts on purpose: it only says "there is a session", so the page knows to load the user.
  response.cookies.set(SESSION_HINT_COOKIE, "1", {
    sameSite: "lax",
    secure: isSecureCookie(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(),
    path: "/",
    maxAge: 0,
  });
  response.cookies.set(SESSION_HINT_COOKIE, "", { sameSite: "lax", secure: isSecureCookie(), path: "/", maxAge: 0 });
  return response;
}
