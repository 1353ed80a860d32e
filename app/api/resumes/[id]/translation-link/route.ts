// DELETE /api/resumes/{id}/translation-link – unlink a translated copy from its source: a plain copy (issue 27 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { unlinkTranslation } from "@/lib/server/services/translations/unlink-translation";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const DELETE = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  unlinkTranslation(session.userId, params.id),
);
