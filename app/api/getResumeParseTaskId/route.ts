// POST /api/getResumeParseTaskId {content, template} – keep a parse task for the stream → { taskId }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createParseTask } from "@/lib/server/services/resume-parse/create-parse-task";
import { ZParseTaskBody } from "@/lib/shared/validations/resume-parse/parse-task";

// The content of a text-dense 20-page PDF (20,000 positioned items) stays under this.
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export const POST = createHandler(
  { auth: "required", body: ZParseTaskBody, rateLimit: rateLimits.parseResumeTask, maxBodyBytes: MAX_BODY_BYTES },
  ({ session, body }) => createParseTask(session.userId, body),
);
