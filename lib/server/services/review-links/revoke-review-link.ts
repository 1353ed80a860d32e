// POST /api/resumes/{id}/review-links/{linkId}/revoke – ends a review link for good (issue 26 item 6): from then on its
// page answers the polite "no longer available" page and takes no comment. The comments already posted stay with the
// owner. Revoking again keeps the first time. Someone else's link, or one of a resume in the trash, is a 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { ReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";
import { reviewLinkSelect, toReviewLinkDto } from "./to-review-link-dto";

export async function revokeReviewLink(
  userId: string,
  resumeId: string,
  linkId: string,
  now = new Date(),
): Promise<ReviewLinkDto> {
  const where = { id: linkId, resumeId, userId, resume: { userId, deletedAt: null } };
  await db.reviewLink.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: now } });
  const row = await db.reviewLink.findFirst({ where, select: reviewLinkSelect });
  if (!row) throw new AppError("NOT_FOUND");
  return toReviewLinkDto(row, now);
}
