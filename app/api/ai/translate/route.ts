// POST /api/ai/translate – translate a resume into a new copy, progress as server-sent events (issue 15, resume_translate)
import { assertAiEnabled } from "@/lib/ai/assert-ai-enabled";
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { streamTranslation } from "@/lib/services/ai-editor/stream-translation";
import { ZTranslateBody } from "@/lib/validations/ai-editor/translate-body";

export const POST = createHandler(
  { auth: "required", body: ZTranslateBody, rateLimit: rateLimits.translateResume },
  ({ session, body, req }) => {
    assertAiEnabled();
    return streamTranslation(req, session.userId, body);
  },
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
