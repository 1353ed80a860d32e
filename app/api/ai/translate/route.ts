// POST /api/ai/translate – translate a resume into a new copy, progress as server-sent events (issue 15, resume_translate)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { streamTranslation } from "@/lib/server/services/ai-editor/stream-translation";
import { ZTranslateBody } from "@/lib/shared/validations/ai-editor/translate-body";

export const POST = createHandler(
  { auth: "required", requireAi: true, body: ZTranslateBody, rateLimit: rateLimits.translateResume },
  ({ session, body, req }) => {
    return streamTranslation(req, session.userId, body);
  },
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
