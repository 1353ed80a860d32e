// GET /api/resumes/{id}/variant-status – a variant's master and own fields, and any resume's variants (issue 26 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { getVariantStatus } from "@/lib/server/services/variants/get-variant-status";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  getVariantStatus(session.userId, params.id),
);
