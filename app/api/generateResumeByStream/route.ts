// GET /api/generateResumeByStream?processId&aiProvider – run an AI creator task as server-sent events (docs/product.md
// §7)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { streamGenerateTask } from "@/lib/server/services/ai-creator/stream-generate-task";
import { ZGenerateStreamQuery } from "@/lib/shared/validations/ai/generate-stream-query";

export const GET = createHandler(
  { auth: "required", requireAi: true, query: ZGenerateStreamQuery, rateLimit: rateLimits.generateResumeStream },
  ({ session, query, req }) => {
    return streamGenerateTask(req, session.userId, query.processId);
  },
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
