// GET /api/resumes/{id}/share-links – the resume's tracked links with their views (issue 26 item 4), newest first
// POST /api/resumes/{id}/share-links – a new tracked link: { label, expiresAt? }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createShareLink } from "@/lib/server/services/share-links/create-share-link";
import { listShareLinks } from "@/lib/server/services/share-links/list-share-links";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZCreateShareLinkBody } from "@/lib/shared/validations/share-links/share-link";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listShareLinks(session.userId, params.id),
);

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZCreateShareLinkBody, rateLimit: rateLimits.writeShareLink },
  ({ session, params, body }) => createShareLink(session.userId, params.id, body),
);
