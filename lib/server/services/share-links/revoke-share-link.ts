// POST /api/resumes/{id}/share-links/{linkId}/revoke – ends a tracked link for good (issue 26 item 4): from then on it
// answers the polite "no longer available" page. Its counts stay in the owner's list. Revoking again keeps the first
// time. Someone else's link, or one of a resume in the trash, is a 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { readShareLinkStats } from "./read-share-link-stats";
import { shareLinkSelect, toShareLinkDto } from "./to-share-link-dto";

export async function revokeShareLink(
  userId: string,
  resumeId: string,
  linkId: string,
  now = new Date(),
): Promise<ShareLinkDto> {
  const where = { id: linkId, resumeId, userId, resume: { userId, deletedAt: null } };
  await db.shareLink.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: now } });
  const row = await db.shareLink.findFirst({ where, select: shareLinkSelect });
  if (!row) throw new AppError("NOT_FOUND");
  const stats = await readShareLinkStats([row.id], now);
  return toShareLinkDto(row, stats.get(row.id), now);
}
