import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { unlockTokenHash } from "./pause-sign-in";

/**
 * POST /api/users/unlockSignIn: the link mailed when sign-in was paused ends that pause (and its count) for the
 * client address it was about. One conditional update: the link works once, even when opened twice at once.
 */
export async function unlockSignIn(throttleId: string, token: string): Promise<void> {
  const unlocked = await db.signInThrottle.updateMany({
    where: { id: throttleId, unlockTokenHash: unlockTokenHash(throttleId, token) },
    data: { lockedUntil: null, failures: 0, windowStart: new Date(), unlockTokenHash: null },
  });
  if (unlocked.count !== 1) throw new AppError("INVALID_UNLOCK_LINK");
}
