// PATCH /api/reviews/{id} – approve or reject a review (role ADMIN only).
import { createHandler } from "@/lib/api/handler";
import { assertAdmin } from "@/lib/services/reviews/assert-admin";
import { setReviewStatus } from "@/lib/services/reviews/set-review-status";
import { reviewIdParamsSchema, reviewStatusSchema } from "@/lib/validations/reviews/review";

export const PATCH = createHandler(
  { auth: "required", params: reviewIdParamsSchema, body: reviewStatusSchema, rateLimit: { key: "reviews:moderate", points: 120, duration: 60 } },
  async ({ session, params, body }) => {
    await assertAdmin(session.userId);
    return setReviewStatus(params.id, body.status);
  },
);
