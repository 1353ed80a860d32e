// GET /api/resumes/{id}/review-comments – every reviewer's comment on the caller's own resume (issue 26 item 6), from
// all its review links, revoked and expired ones included, newest first; the editor splits open from resolved.
// Scoped by the owner's id through the link; another user's resume and an unknown one are the same 404.
import "server-only";
import { db } from "@/lib/server/db";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import type { ReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";
import { reviewCommentSelect, toReviewCommentDto } from "./to-review-comment-dto";

export async function listReviewComments(userId: string, resumeId: string): Promise<ReviewCommentDto[]> {
  await getOwnResume(userId, resumeId);
  const rows = await db.reviewComment.findMany({
    where: { resumeId, reviewLink: { userId, resumeId } },
    select: reviewCommentSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toReviewCommentDto);
}
