// PATCH /api/resumes/{id}/review-comments/{commentId} – the owner resolves a reviewer's comment ({ resolved: true }) or
// opens it again (false) (issue 26 item 6). Resolving again keeps the first time. Another user's comment, one of
// another resume, or of a resume in the trash, is the same 404 as an unknown id, and nothing changes.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { ReviewCommentDto, TResolveReviewCommentBody } from "@/lib/shared/validations/review-links/review-link";
import { reviewCommentSelect, toReviewCommentDto } from "./to-review-comment-dto";

export async function resolveReviewComment(
  userId: string,
  resumeId: string,
  commentId: string,
  body: TResolveReviewCommentBody,
  now = new Date(),
): Promise<ReviewCommentDto> {
  const where = { id: commentId, resumeId, reviewLink: { userId, resumeId }, resume: { userId, deletedAt: null } };
  if (body.resolved)
    await db.reviewComment.updateMany({ where: { ...where, resolvedAt: null }, data: { resolvedAt: now } });
  else await db.reviewComment.updateMany({ where, data: { resolvedAt: null } });
  const row = await db.reviewComment.findFirst({ where, select: reviewCommentSelect });
  if (!row) throw new AppError("NOT_FOUND");
  return toReviewCommentDto(row);
}
