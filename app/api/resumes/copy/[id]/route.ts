// POST /api/resumes/copy/{id} – copy my resume or a public example { template? }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { copyResume } from "@/lib/server/services/resumes/copy-resume";
import { ZCopyResumeBody } from "@/lib/shared/validations/resumes/create-resume";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZCopyResumeBody, rateLimit: rateLimits.createResume },
  ({ session, params, body }) => copyResume(session.userId, params.id, body),
);
