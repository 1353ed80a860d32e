// GET /api/parseResumeByStream?taskId&aiProvider – run a parse task as server-sent events: open, message, finish, error
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { streamParseTask } from "@/lib/server/services/resume-parse/stream-parse-task";
import { ZParseStreamQuery } from "@/lib/shared/validations/resume-parse/parse-task";

export const GET = createHandler(
  { auth: "required", query: ZParseStreamQuery, rateLimit: rateLimits.parseResumeStream },
  ({ session, query, req }) => streamParseTask(req, session.userId, query.taskId, requestLocale(req.headers)),
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
