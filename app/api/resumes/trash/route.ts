// GET /api/resumes/trash – my resumes deleted within the last 30 days: { data, count }
import { createHandler } from "@/lib/server/api/handler";
import { listTrashedResumes } from "@/lib/server/services/resumes/list-trashed-resumes";
import { ZResumeListQuery } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", query: ZResumeListQuery }, ({ session, query }) =>
  listTrashedResumes(session.userId, query),
);
