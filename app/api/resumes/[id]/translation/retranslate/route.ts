// POST /api/resumes/{id}/translation/retranslate – bring a linked translation up to date, progress as server-sent
// events (issue 27 item 1, resume_translate). Not `requireAi`: an update with no text for the model (contacts, dates,
// link addresses, removals) needs no AI; the service refuses AI_DISABLED when text must be translated.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { streamRetranslation } from "@/lib/server/services/translations/stream-retranslation";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZRetranslateBody } from "@/lib/shared/validations/resumes/translation-link";

export const POST = createHandler(
  {
    auth: "required",
    params: ZResumeIdParams,
    body: ZRetranslateBody,
    rateLimit: rateLimits.translateResume,
  },
  ({ session, params, body, req }) => streamRetranslation(req, session.userId, params.id, body),
);

// Never cached or prerendered: every request is one user's live stream.
export const dynamic = "force-dynamic";
