// GET /api/resumes/{id}/snapshots – the resume's server-side history (issue 21 item 15), newest first
import { createHandler } from "@/lib/api/handler";
import { listResumeSnapshots } from "@/lib/services/resumes/list-resume-snapshots";
import { ZResumeIdParams } from "@/lib/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listResumeSnapshots(session.userId, params.id),
);
