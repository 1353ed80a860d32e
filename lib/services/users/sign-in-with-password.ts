import { AppError } from "@/lib/api/app-error";
import { consumeRateLimit } from "@/lib/api/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";

/**
 * POST /api/login and /api/signin. Unknown address and wrong password answer the same, after the same argon2 work.
 * "Not verified" (100001) is only told to someone who knows the password.
 */
export async function signInWithPassword(email: string, password: string): Promise<{ id: string; sessionVersion: number }> {
  // Per account, whatever the caller's address: slows guessing one account from many machines.
  await consumeRateLimit({ key: "signin-account", points: 10, duration: 15 * 60 }, `email:${email}`);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, sessionVersion: true, passwordHash: true, emailVerifiedAt: true } });
  const isValid = await verifyPassword(user?.passwordHash, password);
  if (!user || !isValid) throw new AppError("INVALID_CREDENTIALS");
  if (!user.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED");
  return { id: user.id, sessionVersion: user.sessionVersion };
}
