// GET /api/resumes/{id}/translation-status – a linked translation's stale fields and structure changes (issue 27 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { getTranslationStatus } from "@/lib/server/services/translations/get-translation-status";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  getTranslationStatus(session.userId, params.id),
);
