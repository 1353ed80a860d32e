// Takes the row lock of the caller's own, non-deleted resume inside a transaction and reads the row under it. Two
// transactions on one resume then take turns from here on: the second reads what the first committed, which is what
// makes the snapshot throttle hold under concurrent saves (take-resume-snapshot.ts).
import "server-only";
import type { Prisma, Resume } from "@/generated/prisma/client";

export async function lockOwnResume(
  tx: Prisma.TransactionClient,
  userId: string,
  resumeId: string,
): Promise<Resume | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Resume" WHERE id = ${resumeId} AND "userId" = ${userId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (locked.length === 0) return null;
  // A new statement: under READ COMMITTED it sees the commit of a transaction the lock waited for.
  return tx.resume.findFirst({ where: { id: resumeId, userId, deletedAt: null } });
}
