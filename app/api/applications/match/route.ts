// POST /api/applications/match – which keywords of a pasted posting my resume covers and lacks: { resumeId, description }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { matchJobForResume } from "@/lib/server/services/applications/match-job-for-resume";
import { ZJobMatchBody } from "@/lib/shared/validations/applications/application";

export const POST = createHandler(
  { auth: "required", body: ZJobMatchBody, rateLimit: rateLimits.writeApplication },
  ({ session, body }) => matchJobForResume(session.userId, body),
);
