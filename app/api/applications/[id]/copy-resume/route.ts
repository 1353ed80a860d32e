// POST /api/applications/{id}/copy-resume – copy my resume for this job (named after it) and use it: { resumeId }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { copyResumeForJob } from "@/lib/server/services/applications/copy-resume-for-job";
import { ZApplicationParams, ZCopyResumeForJobBody } from "@/lib/shared/validations/applications/application";

export const POST = createHandler(
  { auth: "required", params: ZApplicationParams, body: ZCopyResumeForJobBody, rateLimit: rateLimits.createResume },
  ({ session, params, body }) => copyResumeForJob(session.userId, params.id, body),
);
