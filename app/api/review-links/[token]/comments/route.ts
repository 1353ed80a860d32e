// POST /api/review-links/{token}/comments – a reviewer's comment through a review link, no account (issue 26 item 6):
// { sectionId, itemKey?, authorName, body }. Same-origin checked and rate limited per client address by createHandler.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { postReviewComment } from "@/lib/server/services/review-links/post-review-comment";
import { ZPostReviewCommentBody, ZReviewTokenParams } from "@/lib/shared/validations/review-links/review-link";

/** A comment is at most 2,000 characters: 16 KiB holds it in any script, with the name and target. */
const MAX_BODY_BYTES = 16 * 1024;

export const POST = createHandler(
  {
    auth: "none",
    params: ZReviewTokenParams,
    body: ZPostReviewCommentBody,
    rateLimit: rateLimits.postReviewComment,
    maxBodyBytes: MAX_BODY_BYTES,
  },
  ({ params, body }) => postReviewComment(params.token, body),
);
