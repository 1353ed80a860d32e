// GET /api/resumes/{id}/review-comments – the reviewers' comments on the resume (issue 26 item 6), newest first
import { createHandler } from "@/lib/server/api/handler";
import { listReviewComments } from "@/lib/server/services/review-links/list-review-comments";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listReviewComments(session.userId, params.id),
);
