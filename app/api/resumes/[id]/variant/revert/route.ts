// POST /api/resumes/{id}/variant/revert – one field { path } or all of a variant back to its master's, a versioned
// save { version } (issue 26 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { revertVariant } from "@/lib/server/services/variants/revert-variant";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZRevertVariantBody } from "@/lib/shared/validations/resumes/variant";

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZRevertVariantBody, rateLimit: rateLimits.saveResume },
  ({ session, params, body }) => revertVariant(session.userId, params.id, body),
);
