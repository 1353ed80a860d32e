// PATCH /api/admin/offer-applications/{id} {status: APPROVED|REJECTED} – review once; approval grants 6 months (admin).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { reviewOfferApplication } from "@/lib/server/services/offer/review-offer-application";
import { ZAdminIdParams, ZOfferReviewBody } from "@/lib/shared/validations/admin/admin";

export const PATCH = createHandler(
  {
    auth: "required",
    require: "offers.review",
    params: ZAdminIdParams,
    body: ZOfferReviewBody,
    rateLimit: rateLimits.adminWrite,
  },
  ({ session, params, body }) => reviewOfferApplication(session.userId, params.id, body.status),
);
