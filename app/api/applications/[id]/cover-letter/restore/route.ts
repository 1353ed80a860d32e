// POST /api/applications/{id}/cover-letter/restore – an earlier version becomes the newest: { from, version }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { restoreCoverLetter } from "@/lib/server/services/cover-letters/restore-cover-letter";
import { ZApplicationParams } from "@/lib/shared/validations/applications/application";
import { ZRestoreCoverLetterBody } from "@/lib/shared/validations/cover-letters/cover-letter";

export const POST = createHandler(
  {
    auth: "required",
    params: ZApplicationParams,
    body: ZRestoreCoverLetterBody,
    rateLimit: rateLimits.writeApplication,
  },
  ({ session, params, body }) => restoreCoverLetter(session.userId, params.id, body),
);
