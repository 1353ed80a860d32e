import "server-only";
import { db } from "@/lib/server/db";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth/session-token";

export type SessionClient = { userAgent: string | null; clientAddress: string | null };

/**
 * A new session record for a sign-in (its id goes into the token as `sid`). The user's rows that can no longer be
 * used (ended, of an older sessionVersion, or older than a token lives) are cleared on the way, so the table stays
 * as small as the number of live sign-ins.
 */
export async function startSession(
  user: { id: string; sessionVersion: number },
  client: SessionClient,
): Promise<string> {
  const expiredBefore = new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000);
  const [, created] = await db.$transaction([
    db.session.deleteMany({
      where: {
        userId: user.id,
        OR: [
          { endedAt: { not: null } },
          { sessionVersion: { not: user.sessionVersion } },
          { createdAt: { lt: expiredBefore } },
        ],
      },
    }),
    db.session.create({
      data: {
        userId: user.id,
        sessionVersion: user.sessionVersion,
        userAgent: client.userAgent,
        clientAddress: client.clientAddress,
      },
      select: { id: true },
    }),
  ]);
  return created.id;
}
