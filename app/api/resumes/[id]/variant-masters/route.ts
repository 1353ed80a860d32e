// GET /api/resumes/{id}/variant-masters – the resumes mine may become a variant of, or why it cannot (issue 26 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { listVariantMasters } from "@/lib/server/services/variants/list-variant-masters";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listVariantMasters(session.userId, params.id),
);
