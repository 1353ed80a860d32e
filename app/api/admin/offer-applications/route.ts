// GET /api/admin/offer-applications?currentPage&pageSize&status – student and open-source applications (admin).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { listOfferApplications } from "@/lib/server/services/offer/list-offer-applications";
import { ZOfferApplicationsQuery } from "@/lib/shared/validations/admin/admin";

export const GET = createHandler(
  { auth: "required", require: "offers.review", query: ZOfferApplicationsQuery, rateLimit: rateLimits.adminRead },
  ({ query }) => listOfferApplications(query),
);
