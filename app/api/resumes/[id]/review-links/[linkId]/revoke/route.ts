// POST /api/resumes/{id}/review-links/{linkId}/revoke – ends a review link; its page answers "no longer available"
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { revokeReviewLink } from "@/lib/server/services/review-links/revoke-review-link";
import { ZReviewLinkParams } from "@/lib/shared/validations/review-links/review-link";

export const POST = createHandler(
  { auth: "required", params: ZReviewLinkParams, rateLimit: rateLimits.writeReviewLink },
  ({ session, params }) => revokeReviewLink(session.userId, params.id, params.linkId),
);
