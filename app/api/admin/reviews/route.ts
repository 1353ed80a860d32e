// GET /api/admin/reviews?currentPage&pageSize – reviews waiting for approval (admin); PATCH /api/reviews/{id} decides.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { listPendingReviews } from "@/lib/server/services/reviews/list-pending-reviews";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

export const GET = createHandler(
  { auth: "required", require: "reviews.moderate", query: ZListPageQuery, rateLimit: rateLimits.adminRead },
  ({ query }) => listPendingReviews(query),
);
