// GET /api/applications/{id}/cover-letter – the current cover letter (null before the first save) and its versions
// POST /api/applications/{id}/cover-letter – save the edited letter as a new version: { body, lang, version, fromTemplate? }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { getCoverLetter } from "@/lib/server/services/cover-letters/get-cover-letter";
import { saveCoverLetter } from "@/lib/server/services/cover-letters/save-cover-letter";
import { ZApplicationParams } from "@/lib/shared/validations/applications/application";
import { ZSaveCoverLetterBody } from "@/lib/shared/validations/cover-letters/cover-letter";

export const GET = createHandler({ auth: "required", params: ZApplicationParams }, ({ session, params }) =>
  getCoverLetter(session.userId, params.id),
);

export const POST = createHandler(
  { auth: "required", params: ZApplicationParams, body: ZSaveCoverLetterBody, rateLimit: rateLimits.writeApplication },
  ({ session, params, body }) => saveCoverLetter(session.userId, params.id, body),
);
