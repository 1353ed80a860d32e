// GET /api/resumes/{id}/parse-review – the fields of my uploaded resume the parser was unsure of; POST – accept some
// ({ paths }) or all ({ all: true }) of them (issue 14 item 5)
import { createHandler } from "@/lib/server/api/handler";
import { acceptParseReview } from "@/lib/server/services/resume-review/accept-parse-review";
import { listParseReview } from "@/lib/server/services/resume-review/list-parse-review";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZAcceptParseReviewBody } from "@/lib/shared/validations/resume-review/parse-review";

export const GET = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  listParseReview(session.userId, params.id),
);

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZAcceptParseReviewBody },
  ({ session, params, body }) => acceptParseReview(session.userId, params.id, body),
);
