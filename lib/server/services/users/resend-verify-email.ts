import "server-only";
import type { Locale } from "@/i18n/routing";
import { consumeRateLimit } from "@/lib/server/api/rate-limit";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { db } from "@/lib/server/db";
import { runInBackground } from "@/lib/server/utils/run-in-background";
import { sendEmailCode } from "./send-email-code";

/**
 * POST /api/users/sendVerifyEmail. The 60 s cooldown is counted per address before the lookup, so an unknown or
 * already verified address answers exactly like a pending one; the lookup and the mail come after the answer
 * (runInBackground), so it also takes as long.
 */
export async function resendVerifyEmail(email: string, locale: Locale): Promise<void> {
  await consumeRateLimit(rateLimits.sendVerifyEmailPerTarget, `email:${email}`);
  runInBackground("verification mail", async () => {
    const user = await db.user.findUnique({ where: { email }, select: { emailVerifiedAt: true } });
    if (user && !user.emailVerifiedAt) await sendEmailCode(email, locale, { quietCooldown: true });
  });
}
