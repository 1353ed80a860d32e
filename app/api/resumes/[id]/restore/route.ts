// POST /api/resumes/{id}/restore – bring a resume back from the trash (the regular cap applies)
import { createHandler } from "@/lib/server/api/handler";
import { restoreResume } from "@/lib/server/services/resumes/restore-resume";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const POST = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  restoreResume(session.userId, params.id),
);
