// The caller's own resume if it sits in the trash (deleted within the retention window), or null: the editor of a
// trashed resume offers to restore it instead of a bare 404 (issue 21 item 16). Scoped by userId, so someone else's
// trashed resume is the same miss as an unknown id.
import "server-only";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";
import { trashCutoff } from "./trash-window";

export async function findTrashedResume(userId: string, resumeId: string): Promise<{ name: string } | null> {
  if (hasUnsafeText(resumeId)) return null;
  return db.resume.findFirst({
    where: { id: resumeId, userId, deletedAt: { gt: trashCutoff() } },
    select: { name: true },
  });
}
