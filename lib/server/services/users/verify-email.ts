import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { consumeVerificationCode } from "@/lib/server/services/auth/consume-verification-code";

/** POST /api/users/verifyEmail: a right code verifies the address; the caller is then signed in. */
export async function verifyEmail(email: string, veriCode: string): Promise<{ id: string; sessionVersion: number }> {
  await consumeVerificationCode(email, "EMAIL_VERIFY", veriCode);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, sessionVersion: true, emailVerifiedAt: true },
  });
  if (!user) throw new AppError("INVALID_CODE");
  if (!user.emailVerifiedAt) await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
  return { id: user.id, sessionVersion: user.sessionVersion };
}
