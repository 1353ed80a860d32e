// POST /api/resumes/empty – create a blank resume { template?, name?, lang? }
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { createEmptyResume } from "@/lib/services/resumes/create-empty-resume";
import { ZCreateEmptyResumeBody } from "@/lib/validations/resumes/create-resume";

export const POST = createHandler(
  { auth: "required", body: ZCreateEmptyResumeBody.default({}), rateLimit: rateLimits.createResume },
  ({ session, body }) => createEmptyResume(session.userId, body),
);
