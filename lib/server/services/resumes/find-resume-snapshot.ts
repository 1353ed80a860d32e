// One snapshot of the caller's own, non-deleted resume, or null. The owner is part of the query, so another user's
// snapshot id and an unknown one are the same miss.
import "server-only";
import type { ResumeSnapshot } from "@/generated/prisma/client";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";

export async function findResumeSnapshot(
  userId: string,
  resumeId: string,
  snapshotId: string,
): Promise<ResumeSnapshot | null> {
  if (hasUnsafeText(resumeId) || hasUnsafeText(snapshotId)) return null;
  return db.resumeSnapshot.findFirst({
    where: { id: snapshotId, resumeId, resume: { id: resumeId, userId, deletedAt: null } },
  });
}
