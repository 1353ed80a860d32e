import { AppError } from "@/lib/api/app-error";
import type { CodePurpose } from "@/generated/prisma/client";
import { secretMatches } from "@/lib/auth/secret-hash";
import { db } from "@/lib/db";

export const MAX_CODE_ATTEMPTS = 5;

/**
 * Accepts the newest live code of `target` once. A wrong guess counts an attempt; the fifth wrong guess kills the
 * code. Wrong, expired, used and exhausted codes all answer the same INVALID_CODE (or `error` when given).
 */
export async function consumeVerificationCode(
  target: string,
  purpose: CodePurpose,
  code: string,
  error: "INVALID_CODE" | "INVALID_RESET_LINK" = "INVALID_CODE",
): Promise<void> {
  const row = await db.verificationCode.findFirst({
    where: { target, purpose, consumedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: MAX_CODE_ATTEMPTS } },
    orderBy: { createdAt: "desc" },
  });
  if (!row) throw new AppError(error);
  if (!secretMatches(row.codeHash, [purpose, target, code])) {
    await db.verificationCode.update({ where: { id: row.id }, data: { attempts: { increment: 1 } } });
    throw new AppError(error);
  }
  // Conditional update: of two concurrent requests with the right code, only one consumes it.
  const consumed = await db.verificationCode.updateMany({ where: { id: row.id, consumedAt: null }, data: { consumedAt: new Date() } });
  if (consumed.count !== 1) throw new AppError(error);
}
