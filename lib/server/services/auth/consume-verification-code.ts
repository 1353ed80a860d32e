import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import type { CodePurpose } from "@/generated/prisma/client";
import { secretMatches } from "@/lib/server/auth/secret-hash";
import { db } from "@/lib/server/db";

export const MAX_CODE_ATTEMPTS = 5;

/**
 * Accepts the newest live code of `target` once. Every guess, right or wrong, spends one of MAX_CODE_ATTEMPTS
 * attempts; a guess that finds none left is refused without comparing. Wrong, expired, used and exhausted codes all
 * answer the same INVALID_CODE (or `error` when given).
 *
 * `beforeConsume` runs once the code is proven right and before it is used up: when it throws, the code stays live
 * (the attempt is spent), so the caller can refuse for another reason and the same code works again after a fix.
 *
 * Counting and checking are one UPDATE: PostgreSQL locks the row and re-checks `attempts < 5` after each concurrent
 * writer commits, so 100 parallel guesses record exactly 5 attempts and only those 5 are compared (a read followed by
 * a separate increment let 28 through and accepted the right code as guess 21).
 */
export async function consumeVerificationCode(
  target: string,
  purpose: CodePurpose,
  code: string,
  error: "INVALID_CODE" | "INVALID_RESET_LINK" = "INVALID_CODE",
  beforeConsume?: () => Promise<void>,
): Promise<void> {
  // The clock is this process's, as everywhere else (columns are UTC timestamps without a zone). Only the newest
  // code counts (issuing a code retires the older ones); an exhausted newest code is not replaced
  // by an older one.
  const [attempt] = await db.$queryRaw<{ id: string; codeHash: string }[]>`
    UPDATE "VerificationCode" SET "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "VerificationCode"
      WHERE "target" = ${target} AND "purpose" = ${purpose}::"CodePurpose" AND "consumedAt" IS NULL
      ORDER BY "createdAt" DESC LIMIT 1
    )
      AND "attempts" < ${MAX_CODE_ATTEMPTS} AND "consumedAt" IS NULL AND "expiresAt" > ${new Date()}
    RETURNING "id", "codeHash"`;
  if (!attempt || !secretMatches(attempt.codeHash, [purpose, target, code])) throw new AppError(error);
  await beforeConsume?.();
  // Conditional update: of two concurrent requests with the right code, only one consumes it.
  const consumed = await db.verificationCode.updateMany({
    where: { id: attempt.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (consumed.count !== 1) throw new AppError(error);
}
