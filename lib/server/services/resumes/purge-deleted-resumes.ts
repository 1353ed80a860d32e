// Removes resumes that have sat in the trash past the retention window, for good (cascades to their events, tracked
// links with their days and visitors, and review links with their comments; an Example row built on one goes with it; an Application keeps itself with
// resumeId and shareLinkId null, tests/integration/applications/purged-resume.test.ts). Meant for a scheduled sweep (docs/api.md, "Trash"); safe to run on many
// instances at once, since a second run finds nothing left to delete.
import "server-only";
import { db } from "@/lib/server/db";
import { trashCutoff } from "./trash-window";

export async function purgeDeletedResumes(olderThan: Date = trashCutoff()): Promise<{ purged: number }> {
  const { count } = await db.resume.deleteMany({ where: { deletedAt: { lt: olderThan } } });
  return { purged: count };
}
