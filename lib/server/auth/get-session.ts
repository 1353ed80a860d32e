// Who is calling: the next-auth JWT from the `x-cid` cookie (browsers) or an `Authorization: Bearer` header
// (docs/product.md §7 clients that kept `data.token`). Token claims: `sub` = user id, `sessionVersion` = the user's
// counter at sign-in, `sid` = the session record (Session row) this sign-in created. A token without `sid` (minted
// before session records existed) is refused: its holder signs in once more (docs/decisions.md).
import "server-only";
import { decode } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { z } from "zod";
import type { Role } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";

export const SESSION_COOKIE = "x-cid";

/** What the token alone says (signature and claims checked, the database not asked). */
export type SessionClaims = { userId: string; sessionVersion: number; sessionId: string };
/** A live session: its claims plus the user's role, read with the session record on every request. */
export type Session = SessionClaims & { role: Role };

const ZSessionClaims = z.object({
  sub: z.string().min(1),
  sessionVersion: z.number().int().nonnegative(),
  sid: z.string().min(1),
});

/** lastSeenAt is written at most this often per session, not on every request. */
const LAST_SEEN_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/** The raw token of a request, header first: an explicit header wins over an ambient cookie. */
export function readSessionToken(headers: Headers, cookieValue: string | undefined): string | null {
  const authorization = headers.get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (cookieValue || null);
}

/** Signature, expiry and claims only, without the database (the cheap part; also used by tests). */
export async function decodeSessionToken(token: string): Promise<SessionClaims | null> {
  const secret = env().AUTH_SECRET;
  if (!secret) return null;
  try {
    const payload = await decode({ token, secret });
    const claims = ZSessionClaims.safeParse(payload);
    return claims.success
      ? { userId: claims.data.sub, sessionVersion: claims.data.sessionVersion, sessionId: claims.data.sid }
      : null;
  } catch {
    // Tampered, expired or signed with another secret: the caller is anonymous, not an error.
    return null;
  }
}

type SessionRow = { endedAt: Date | null; lastSeenAt: Date; sessionVersion: number; userVersion: number; role: Role };

function touchSession(sessionId: string, lastSeenAt: Date): void {
  const now = Date.now();
  if (now - lastSeenAt.getTime() < LAST_SEEN_WRITE_INTERVAL_MS) return;
  // Conditional, so concurrent requests write once; not awaited: "last active" must not slow the request down.
  db.session
    .updateMany({
      where: { id: sessionId, lastSeenAt: { lt: new Date(now - LAST_SEEN_WRITE_INTERVAL_MS) } },
      data: { lastSeenAt: new Date(now) },
    })
    .catch((error: unknown) => logger.warn({ err: error }, "session lastSeenAt update failed"));
}

/**
 * A valid token whose session record is live: not ended (logout, "end this one") and of the user's current
 * sessionVersion (logout-everywhere, a password reset and account deletion bump the counter or remove the row, which
 * ends every token minted before). One primary-key read (the session row joined to its user, whose role it carries
 * for createHandler's `require` option).
 */
export async function resolveSession(token: string): Promise<Session | null> {
  const session = await decodeSessionToken(token);
  if (!session) return null;
  const rows = await db.$queryRaw<SessionRow[]>`
    SELECT s."endedAt", s."lastSeenAt", s."sessionVersion", u."sessionVersion" AS "userVersion", u."role"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${session.sessionId} AND s."userId" = ${session.userId}`;
  const row = rows[0];
  if (
    !row ||
    row.endedAt ||
    row.sessionVersion !== session.sessionVersion ||
    row.userVersion !== session.sessionVersion
  )
    return null;
  touchSession(session.sessionId, row.lastSeenAt);
  return { ...session, role: row.role };
}

export async function getSession(request: Pick<NextRequest, "headers" | "cookies">): Promise<Session | null> {
  const token = readSessionToken(request.headers, request.cookies.get(SESSION_COOKIE)?.value);
  return token ? resolveSession(token) : null;
}
