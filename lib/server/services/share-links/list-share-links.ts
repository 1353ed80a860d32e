// GET /api/resumes/{id}/share-links – the tracked links of the caller's own resume (issue 26 item 4), newest first,
// revoked and expired ones included (their counts stay), each with its views and the last 30 days. Another user's
// resume and an unknown one are the same 404.
import "server-only";
import { db } from "@/lib/server/db";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { readShareLinkStats } from "./read-share-link-stats";
import { shareLinkSelect, toShareLinkDto } from "./to-share-link-dto";

export async function listShareLinks(userId: string, resumeId: string, now = new Date()): Promise<ShareLinkDto[]> {
  await getOwnResume(userId, resumeId);
  const rows = await db.shareLink.findMany({
    where: { resumeId, userId },
    select: shareLinkSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const stats = await readShareLinkStats(
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toShareLinkDto(row, stats.get(row.id), now));
}
