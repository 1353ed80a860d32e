// PATCH /api/resumes/{id}/review-comments/{commentId} – resolve or reopen a reviewer's comment: { resolved }
// DELETE /api/resumes/{id}/review-comments/{commentId} – delete it for good
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { deleteReviewComment } from "@/lib/server/services/review-links/delete-review-comment";
import { resolveReviewComment } from "@/lib/server/services/review-links/resolve-review-comment";
import { ZResolveReviewCommentBody, ZReviewCommentParams } from "@/lib/shared/validations/review-links/review-link";

export const PATCH = createHandler(
  {
    auth: "required",
    params: ZReviewCommentParams,
    body: ZResolveReviewCommentBody,
    rateLimit: rateLimits.writeReviewLink,
  },
  ({ session, params, body }) => resolveReviewComment(session.userId, params.id, params.commentId, body),
);

export const DELETE = createHandler(
  { auth: "required", params: ZReviewCommentParams, rateLimit: rateLimits.writeReviewLink },
  ({ session, params }) => deleteReviewComment(session.userId, params.id, params.commentId),
);
