import "server-only";
import { db } from "@/lib/server/db";

/**
 * Ends one of the user's sessions; false when the user has no such live session (someone else's id included, so the
 * caller answers 404 and learns nothing about other users' sessions).
 */
export async function endSession(userId: string, sessionId: string): Promise<boolean> {
  const { count } = await db.session.updateMany({
    where: { id: sessionId, userId, endedAt: null },
    data: { endedAt: new Date() },
  });
  return count > 0;
}
