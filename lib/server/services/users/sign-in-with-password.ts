import "server-only";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/server/api/app-error";
import { verifyPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";
import { runInBackground } from "@/lib/server/utils/run-in-background";
import { countSignInAttempt, SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./count-sign-in-attempt";
import { pauseSignIn } from "./pause-sign-in";

/**
 * POST /api/login and /api/signin. Unknown address and wrong password answer the same, after the same argon2 work
 * and the same writes. "Not verified" (100001) is only told to someone who knows the password. Ten wrong passwords
 * from one client address pause sign-in to this address from there (count-sign-in-attempt.ts); elsewhere it goes on.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  clientAddress: string,
  locale: Locale,
): Promise<{ id: string; sessionVersion: number }> {
  const { throttleId, attempt } = await countSignInAttempt(email, clientAddress);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, sessionVersion: true, passwordHash: true, emailVerifiedAt: true },
  });
  const isValid = await verifyPassword(user?.passwordHash, password);
  if (!user || !isValid) {
    if (attempt === SIGN_IN_FAILURE_LIMIT) await pauseSignIn(throttleId, email, user !== null, locale);
    runInBackground("sign-in throttle cleanup", forgetOldSignInFailures);
    throw new AppError("INVALID_CREDENTIALS");
  }
  // The right password from here: the count starts again.
  await db.signInThrottle.deleteMany({ where: { id: throttleId } });
  if (!user.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED");
  return { id: user.id, sessionVersion: user.sessionVersion };
}

/** Counts whose window and pause are both over only take room (the index on windowStart keeps this cheap). */
async function forgetOldSignInFailures(): Promise<void> {
  const now = new Date();
  await db.signInThrottle.deleteMany({
    where: {
      windowStart: { lt: new Date(now.getTime() - SIGN_IN_WINDOW_MS) },
      OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
    },
  });
}
