// GET /api/resumes/{id}/review-links – the review links of the caller's own resume (issue 26 item 6), newest first,
// revoked and expired ones included with their comment counts. Another user's resume and an unknown one are the same
// 404.
import "server-only";
import { db } from "@/lib/server/db";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import type { ReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";
import { reviewLinkSelect, toReviewLinkDto } from "./to-review-link-dto";

export async function listReviewLinks(userId: string, resumeId: string, now = new Date()): Promise<ReviewLinkDto[]> {
  await getOwnResume(userId, resumeId);
  const rows = await db.reviewLink.findMany({
    where: { resumeId, userId },
    select: reviewLinkSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => toReviewLinkDto(row, now));
}
