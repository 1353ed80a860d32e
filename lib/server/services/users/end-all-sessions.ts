import "server-only";
import { db } from "@/lib/server/db";

/** Logout-everywhere: every token minted before carries an older sessionVersion and stops working. */
export async function endAllSessions(userId: string): Promise<{ id: string; sessionVersion: number }> {
  return db.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { id: true, sessionVersion: true },
  });
}
