// POST /api/resumes/copy/{id} – copy my resume or a public example { template? }
import { createHandler } from "@/lib/api/handler";
import { copyResume } from "@/lib/services/resumes/copy-resume";
import { ZCopyResumeBody } from "@/lib/validations/resumes/create-resume";
import { ZResumeIdParams } from "@/lib/validations/resumes/resume-params";
import { createResumeRateLimit } from "../../create-rate-limit";

export const POST = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZCopyResumeBody, rateLimit: createResumeRateLimit },
  ({ session, params, body }) => copyResume(session.userId, params.id, body),
);
