// GET /api/reviews – approved reviews, newest first, paginated; POST /api/reviews – write a review (stored PENDING).
import { createHandler } from "@/lib/api/handler";
import { createReview } from "@/lib/services/reviews/create-review";
import { listApprovedReviews } from "@/lib/services/reviews/list-approved-reviews";
import { createReviewSchema, listReviewsQuerySchema } from "@/lib/validations/reviews/review";

export const GET = createHandler({ auth: "none", query: listReviewsQuerySchema }, ({ query }) => listApprovedReviews(query));

export const POST = createHandler(
  // Five reviews an hour per user is plenty for a person and little for a spammer; each waits for moderation anyway.
  { auth: "required", body: createReviewSchema, rateLimit: { key: "reviews:create", points: 5, duration: 3600 } },
  ({ session, body }) => createReview(session.userId, body),
);
