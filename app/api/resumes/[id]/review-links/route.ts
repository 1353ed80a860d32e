// GET /api/resumes/{id}/review-links – the resume's review links (issue 26 item 6), newest first
// POST /api/resumes/{id}/review-links – a new read-and-comment link: { label, expiresInDays? }; the answer's path is
// told only here
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createReviewLink } from "@/lib/server/services/review-links/create-review-link";
import { listReviewLinks } from "@/lib/server/services/review-links/list-review-links";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZCreateReviewLinkBody } from "@/lib/shared/validations/review-links/review-link";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listReviewLinks(session.userId, params.id),
);

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZCreateReviewLinkBody, rateLimit: rateLimits.writeReviewLink },
  ({ session, params, body }) => createReviewLink(session.userId, params.id, body),
);
