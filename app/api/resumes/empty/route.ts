// POST /api/resumes/empty – create a blank resume { template?, name?, lang? }
import { createHandler } from "@/lib/api/handler";
import { createEmptyResume } from "@/lib/services/resumes/create-empty-resume";
import { ZCreateEmptyResumeBody } from "@/lib/validations/resumes/create-resume";
import { createResumeRateLimit } from "../create-rate-limit";

export const POST = createHandler({ auth: "required", body: ZCreateEmptyResumeBody.default({}), rateLimit: createResumeRateLimit }, ({ session, body }) =>
  createEmptyResume(session.userId, body),
);
