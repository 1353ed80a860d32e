// POST /api/resumes/{id}/share-links/{linkId}/revoke – ends a tracked link; its page answers "no longer available"
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { revokeShareLink } from "@/lib/server/services/share-links/revoke-share-link";
import { ZShareLinkParams } from "@/lib/shared/validations/share-links/share-link";

export const POST = createHandler(
  { auth: "required", params: ZShareLinkParams, rateLimit: rateLimits.writeShareLink },
  ({ session, params }) => revokeShareLink(session.userId, params.id, params.linkId),
);
