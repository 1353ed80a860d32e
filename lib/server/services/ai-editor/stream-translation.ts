// POST /api/ai/translate's answer (issue 15 item 2). Refused before the stream, as plain HTTP errors: another user's
// resume (404), a regular user at the resume cap (403: the copy counts like any other), two tasks running, too few
// tokens, a resume too long for one answer. Then `message` events report progress ({done, total} texts), `finish`
// carries the new resume's id. The original is only read; the copy is a new resume in the target language.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { createSseStream } from "@/lib/server/api/sse";
import { assertCanCreateResume } from "@/lib/server/permissions/assert-can-create-resume";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import { assertTaskSlot } from "@/lib/server/services/ai-tasks/assert-task-slot";
import { runAiTask } from "@/lib/server/services/ai-tasks/run-ai-task";
import { startAiTask } from "@/lib/server/services/ai-tasks/start-ai-task";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";
import { assertTokenBalance } from "@/lib/server/services/tokens/assert-token-balance";
import { translateTokenEstimate } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { translateEvents } from "@/lib/shared/validations/ai-editor/translate-events";
import { MAX_TRANSLATE_CHARS, type TTranslateBody } from "@/lib/shared/validations/ai-editor/translate-body";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { translateResume } from "./translate-resume";

export async function streamTranslation(request: Request, userId: string, body: TTranslateBody): Promise<Response> {
  const resume = await getOwnResume(userId, body.resumeId);
  const doc = upgradeResumeDocument(resume.data, resume.config);
  const chars = translatableTexts(doc.data).reduce((sum, t) => sum + t.text.length, 0);
  if (chars > MAX_TRANSLATE_CHARS)
    throw new AppError("INVALID_INPUT", {
      message: `A resume of more than ${MAX_TRANSLATE_CHARS} characters cannot be translated at once`,
    });
  await assertCanCreateResume(await loadMembership(userId), userId);
  const estimate = translateTokenEstimate(chars);
  await assertTaskSlot(userId);
  await assertTokenBalance(userId, estimate);
  return createSseStream(request, translateEvents, (send, signal) =>
    runAiTask({
      userId,
      task: () => startAiTask({ userId, kind: "TRANSLATE", input: { resumeId: resume.id, lang: body.lang } }),
      reserveAs: "RESUME_TRANSLATE",
      estimate,
      send,
      work: async () => {
        const { usage, resumeId } = await translateResume({
          userId,
          source: { id: resume.id, name: resume.name, ...doc },
          lang: body.lang,
          signal,
          onProgress: (progress) => send("message", progress),
        });
        return { usage, resumeId, outcome: { event: "finish", data: { resumeId } } };
      },
    }),
  );
}
