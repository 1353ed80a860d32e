// POST /api/resumes/empty – create a blank resume { template?, name?, lang? }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createEmptyResume } from "@/lib/server/services/resumes/create-empty-resume";
import { ZCreateEmptyResumeBody } from "@/lib/shared/validations/resumes/create-resume";

export const POST = createHandler(
  { auth: "required", body: ZCreateEmptyResumeBody.default({}), rateLimit: rateLimits.createResume },
  ({ session, body }) => createEmptyResume(session.userId, body),
);
