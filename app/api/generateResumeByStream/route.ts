// GET /api/generateResumeByStream?processId&aiProvider – run an AI creator task as server-sent events (docs/product.md
// §7)
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { streamGenerateTask } from "@/lib/services/ai-creator/stream-generate-task";
import { ZGenerateStreamQuery } from "@/lib/validations/ai/generate-stream-query";

export const GET = createHandler(
  { auth: "required", requireAi: true, query: ZGenerateStreamQuery, rateLimit: rateLimits.generateResumeStream },
  ({ session, query, req }) => {
    return streamGenerateTask(req, session.userId, query.processId);
  },
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
