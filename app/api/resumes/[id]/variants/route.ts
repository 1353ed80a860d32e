// GET /api/resumes/{id}/variants – the variants of my resume; POST – make a variant of it { name? } (issue 26 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createVariant } from "@/lib/server/services/variants/create-variant";
import { listVariants } from "@/lib/server/services/variants/list-variants";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZCreateVariantBody } from "@/lib/shared/validations/resumes/variant";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listVariants(session.userId, params.id),
);

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZCreateVariantBody, rateLimit: rateLimits.createResume },
  ({ session, params, body }) => createVariant(session.userId, params.id, body),
);
