// DELETE /api/resumes/{id}/review-comments/{commentId} – the owner deletes a reviewer's comment for good (issue 26
// item 6). The link's count of posted comments stays (it bounds what a link takes, not what is kept). Another user's
// comment and an unknown id are the same 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export async function deleteReviewComment(
  userId: string,
  resumeId: string,
  commentId: string,
): Promise<{ id: string }> {
  const { count } = await db.reviewComment.deleteMany({
    where: { id: commentId, resumeId, reviewLink: { userId, resumeId }, resume: { userId, deletedAt: null } },
  });
  if (count === 0) throw new AppError("NOT_FOUND");
  return { id: commentId };
}
