// Takes the row lock of the caller's own application inside a transaction and reads its newest letter under it, so two
// saves of one letter take turns: the second sees the version the first wrote (and answers 409).
import "server-only";
import type { CoverLetter, Prisma } from "@/generated/prisma/client";

/** The newest letter of the caller's locked application; null when the application is not theirs (or gone). */
export async function lockApplicationLetter(
  tx: Prisma.TransactionClient,
  userId: string,
  applicationId: string,
): Promise<{ current: CoverLetter | null } | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Application" WHERE id = ${applicationId} AND "userId" = ${userId} FOR UPDATE`;
  if (locked.length === 0) return null;
  // A new statement: under READ COMMITTED it sees what a transaction the lock waited for committed.
  const current = await tx.coverLetter.findFirst({ where: { applicationId, userId }, orderBy: { version: "desc" } });
  return { current };
}
