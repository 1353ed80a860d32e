// POST /api/applications/{id}/cover-letter/generate – "Write with AI": the letter from the application's resume and job
// as server-sent events, charged like the polish (ai_cover_letter): { version }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { streamCoverLetter } from "@/lib/server/services/cover-letters/stream-cover-letter";
import { ZApplicationParams } from "@/lib/shared/validations/applications/application";
import { ZGenerateCoverLetterBody } from "@/lib/shared/validations/cover-letters/cover-letter";

export const POST = createHandler(
  {
    auth: "required",
    requireAi: true,
    params: ZApplicationParams,
    body: ZGenerateCoverLetterBody,
    rateLimit: rateLimits.polishTexts,
  },
  ({ session, params, body, req }) => streamCoverLetter(req, session.userId, params.id, body),
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
