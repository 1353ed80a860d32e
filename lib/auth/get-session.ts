// Who is calling: the next-auth JWT from the `x-cid` cookie (browsers) or an `Authorization: Bearer` header (SPEC §7
// clients that kept `data.token`). Token claims: `sub` = user id, `sessionVersion` = the user's counter at sign-in.
import { decode } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";

export const SESSION_COOKIE = "x-cid";

export type Session = { userId: string; sessionVersion: number };

const claimsSchema = z.object({
  sub: z.string().min(1),
  sessionVersion: z.number().int().nonnegative(),
});

/** The raw token of a request, header first: an explicit header wins over an ambient cookie. */
export function readSessionToken(headers: Headers, cookieValue: string | undefined): string | null {
  const authorization = headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (cookieValue || null);
}

/**
 * Verifies the token's signature, expiry and claims only; it does not read the database, so a token stays valid
 * until it expires even after `User.sessionVersion` was bumped. The accounts work replaces this function's body
 * with one that also compares `sessionVersion` with the user's row; callers do not change.
 */
export async function resolveSession(token: string): Promise<Session | null> {
  const secret = env().AUTH_SECRET;
  if (!secret) return null;
  try {
    const payload = await decode({ token, secret });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, sessionVersion: claims.data.sessionVersion } : null;
  } catch {
    // Tampered, expired or signed with another secret: the caller is anonymous, not an error.
    return null;
  }
}

export async function getSession(request: Pick<NextRequest, "headers" | "cookies">): Promise<Session | null> {
  const token = readSessionToken(request.headers, request.cookies.get(SESSION_COOKIE)?.value);
  return token ? resolveSession(token) : null;
}
