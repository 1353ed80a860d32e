// POST /api/ai/polish – stronger wording of resume texts as server-sent events (issue 15, ai_optimize)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { streamPolish } from "@/lib/server/services/ai-editor/stream-polish";
import { ZPolishBody } from "@/lib/shared/validations/ai-editor/polish-body";

// 20,000 characters of text (up to 4 bytes each in UTF-8 JSON), a job description and the paths.
const MAX_BODY_BYTES = 128 * 1024;

export const POST = createHandler(
  {
    auth: "required",
    requireAi: true,
    body: ZPolishBody,
    rateLimit: rateLimits.polishTexts,
    maxBodyBytes: MAX_BODY_BYTES,
  },
  ({ session, body, req }) => {
    return streamPolish(req, session.userId, body);
  },
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
