// GET /api/resumes – my resumes outside the trash, newest updated first: { data, count }
import { createHandler } from "@/lib/server/api/handler";
import { listResumes } from "@/lib/server/services/resumes/list-resumes";
import { ZResumeListQuery } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", query: ZResumeListQuery }, ({ session, query }) =>
  listResumes(session.userId, query),
);
