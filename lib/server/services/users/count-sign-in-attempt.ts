// Wrong passwords are counted per (e-mail address, client address), not per account: ten from one place pause
// sign-in from that place only, so a stranger guessing cannot lock the owner out everywhere (issue 11 item 10).
// Guessing one account from many places still costs one solved proof-of-work challenge and one argon2 check per
// try, and each address is limited per IP on top (signin-ip).
import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_PAUSE_MS = 15 * 60 * 1000;

export type SignInAttempt = { throttleId: string; attempt: number };

function paused(lockedUntil: Date | null): AppError {
  const ms = lockedUntil ? lockedUntil.getTime() - Date.now() : SIGN_IN_PAUSE_MS;
  return new AppError("SIGN_IN_PAUSED", { headers: { "Retry-After": String(Math.max(1, Math.ceil(ms / 1000))) } });
}

/**
 * Counts one password check before it is made, in one statement: concurrent tries each get their own number, so
 * 20 parallel guesses are counted 1..20 and only the first ten are checked. Throws SIGN_IN_PAUSED (429) while this
 * pair is paused or once this try is past the limit. A new window starts 15 minutes after the first counted try.
 */
export async function countSignInAttempt(email: string, clientAddress: string): Promise<SignInAttempt> {
  const now = new Date();
  const windowFloor = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [row] = await db.$queryRaw<{ id: string; failures: number }[]>`
    INSERT INTO "SignInThrottle" ("id", "email", "clientAddress", "failures", "windowStart")
    VALUES (${randomUUID()}, ${email}, ${clientAddress}, 1, ${now})
    ON CONFLICT ("email", "clientAddress") DO UPDATE SET
      "failures" = CASE WHEN "SignInThrottle"."windowStart" <= ${windowFloor} THEN 1 ELSE "SignInThrottle"."failures" + 1 END,
      "windowStart" = CASE WHEN "SignInThrottle"."windowStart" <= ${windowFloor} THEN ${now} ELSE "SignInThrottle"."windowStart" END
    WHERE "SignInThrottle"."lockedUntil" IS NULL OR "SignInThrottle"."lockedUntil" <= ${now}
    RETURNING "id", "failures"`;
  if (!row) {
    const lock = await db.signInThrottle.findUnique({
      where: { email_clientAddress: { email, clientAddress } },
      select: { lockedUntil: true },
    });
    throw paused(lock?.lockedUntil ?? null);
  }
  if (row.failures > SIGN_IN_FAILURE_LIMIT) throw paused(null);
  return { throttleId: row.id, attempt: row.failures };
}
