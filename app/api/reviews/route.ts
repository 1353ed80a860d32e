// GET /api/reviews – approved reviews, newest first, paginated; POST /api/reviews – write a review (stored PENDING).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createReview } from "@/lib/server/services/reviews/create-review";
import { listApprovedReviews } from "@/lib/server/services/reviews/list-approved-reviews";
import { ZCreateReview, ZReviewListQuery } from "@/lib/shared/validations/reviews/review";

export const GET = createHandler({ auth: "none", query: ZReviewListQuery }, ({ query }) => listApprovedReviews(query));

export const POST = createHandler(
  // Five reviews an hour per user is plenty for a person and little for a spammer; each waits for moderation anyway.
  { auth: "required", body: ZCreateReview, rateLimit: rateLimits.createReview },
  ({ session, body }) => createReview(session.userId, body),
);
