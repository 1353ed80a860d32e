// Who is calling: the next-auth JWT from the `x-cid` cookie (browsers) or an `Authorization: Bearer` header (SPEC §7
// clients that kept `data.token`). Token claims: `sub` = user id, `sessionVersion` = the user's counter at sign-in.
import { decode } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { db } from "@/lib/db";
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

/** Signature, expiry and claims only, without the database (the cheap part; also used by tests). */
export async function decodeSessionToken(token: string): Promise<Session | null> {
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

/**
 * A valid token whose sessionVersion still equals the user's row: logout-everywhere, a password reset and account
 * deletion bump the counter (or remove the row), which ends every token minted before. One primary-key lookup.
 */
export async function resolveSession(token: string): Promise<Session | null> {
  const session = await decodeSessionToken(token);
  if (!session) return null;
  const user = await db.user.findUnique({ where: { id: session.userId }, select: { sessionVersion: true } });
  return user?.sessionVersion === session.sessionVersion ? session : null;
}

export async function getSession(request: Pick<NextRequest, "headers" | "cookies">): Promise<Session | null> {
  const token = readSessionToken(request.headers, request.cookies.get(SESSION_COOKIE)?.value);
  return token ? resolveSession(token) : null;
}
