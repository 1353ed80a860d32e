// GET /api/resumes/{id}/snapshots – the resume's server-side history (issue 21 item 15), newest first
import { createHandler } from "@/lib/server/api/handler";
import { listResumeSnapshots } from "@/lib/server/services/resumes/list-resume-snapshots";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listResumeSnapshots(session.userId, params.id),
);
