import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { consumeVerificationCode } from "@/lib/server/services/auth/consume-verification-code";
import { setPassword } from "./set-password";

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
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  if (!user) throw new AppError("INVALID_RESET_LINK");
  return setPassword(user.id, password, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
}
