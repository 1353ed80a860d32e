import "server-only";
import { AppError } from "@/lib/api/app-error";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { consumeVerificationCode } from "@/lib/services/auth/consume-verification-code";

/**
 * Sets a new password from a reset link and ends every existing session (sessionVersion + 1); the caller gets a
 * fresh session. Proving the mailbox also verifies it.
 */
export async function resetPassword(
  email: string,
  token: string,
  password: string,
): Promise<{ id: string; sessionVersion: number }> {
  await consumeVerificationCode(email, "PASSWORD_RESET", token, "INVALID_RESET_LINK");
  const passwordHash = await hashPassword(password);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (!user) throw new AppError("INVALID_RESET_LINK");
  return db.user.update({
    where: { id: user.id },
    data: { passwordHash, sessionVersion: { increment: 1 }, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
    select: { id: true, sessionVersion: true },
  });
}
