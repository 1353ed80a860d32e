// GET /api/resumes/{id}/export-json – my resume as a JSON Resume document (jsonresume.org v1.0.0)
import { createHandler } from "@/lib/server/api/handler";
import { exportJsonResume } from "@/lib/server/services/resumes/export-json-resume";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  exportJsonResume(session.userId, params.id),
);
