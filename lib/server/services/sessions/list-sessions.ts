import "server-only";
import { db } from "@/lib/server/db";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth/session-token";
import { describeUserAgent } from "@/lib/shared/utils/describe-user-agent";
import type { SessionListItem } from "@/lib/shared/validations/sessions/session-dto";

/** The user's live sessions (not ended, of the current sessionVersion, not past a token's lifetime), latest first. */
export async function listSessions(
  userId: string,
  currentSessionId: string,
): Promise<{ data: SessionListItem[]; count: number }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  if (!user) return { data: [], count: 0 };
  const rows = await db.session.findMany({
    where: {
      userId,
      endedAt: null,
      sessionVersion: user.sessionVersion,
      createdAt: { gte: new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000) },
    },
    orderBy: { lastSeenAt: "desc" },
    take: 100,
    select: { id: true, userAgent: true, clientAddress: true, createdAt: true, lastSeenAt: true },
  });
  const data = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    clientAddress: row.clientAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  }));
  return { data, count: data.length };
}
