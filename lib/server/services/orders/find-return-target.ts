// The resume a purchase returns to (issue 21 item 7), only when it is the buyer's own live resume: the success URL
// then leads back to its editor. Anything else is no target (the buyer lands on the home page, as before).
import "server-only";
import { db } from "@/lib/server/db";
import type { ReturnTo } from "@/lib/shared/pricing/return-to";

export async function findReturnTarget(
  userId: string,
  resumeId: string | undefined,
  download: boolean,
): Promise<ReturnTo | null> {
  if (!resumeId) return null;
  const resume = await db.resume.findFirst({ where: { id: resumeId, userId, deletedAt: null }, select: { id: true } });
  return resume ? { resumeId: resume.id, download } : null;
}
