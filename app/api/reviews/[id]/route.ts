// PATCH /api/reviews/{id} – approve or reject a review (role ADMIN only).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { setReviewStatus } from "@/lib/server/services/reviews/set-review-status";
import { ZReviewIdParams, ZReviewStatusBody } from "@/lib/shared/validations/reviews/review";

export const PATCH = createHandler(
  {
    auth: "required",
    require: "reviews.moderate",
    params: ZReviewIdParams,
    body: ZReviewStatusBody,
    rateLimit: rateLimits.moderateReview,
  },
  ({ params, body }) => setReviewStatus(params.id, body.status),
);
