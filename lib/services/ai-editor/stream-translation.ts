// POST /api/ai/translate's answer (issue 15 item 2). Refused before the stream, as plain HTTP errors: another user's
// resume (404), a regular user at the resume cap (403: the copy counts like any other), two tasks running, too few
// tokens, a resume too long for one answer. Then `message` events report progress ({done, total} texts), `finish`
// carries the new resume's id. The original is only read; the copy is a new resume in the target language.
import "server-only";
import { AppError } from "@/lib/api/app-error";
import { createSseStream } from "@/lib/api/sse";
import { translatableTexts } from "@/lib/resume/translate-document";
import { assertTaskSlot } from "@/lib/services/ai-creator/assert-task-slot";
import { assertResumeSlot } from "@/lib/services/resumes/assert-resume-slot";
import { getOwnResume } from "@/lib/services/resumes/get-own-resume";
import { loadMembership } from "@/lib/services/resumes/load-membership";
import { assertTokenBalance } from "@/lib/services/tokens/assert-token-balance";
import { translateTokenEstimate } from "@/lib/validations/ai-editor/editor-ai-estimates";
import { MAX_TRANSLATE_CHARS, type TTranslateBody } from "@/lib/validations/ai-editor/translate-body";
import { upgradeResumeDocument } from "@/lib/validations/resume-document/upgrade";
import { runChargedTask } from "./run-charged-task";
import { translateResume } from "./translate-resume";

export async function streamTranslation(request: Request, userId: string, body: TTranslateBody): Promise<Response> {
  const resume = await getOwnResume(userId, body.resumeId);
  const doc = upgradeResumeDocument(resume.data, resume.config);
  const chars = translatableTexts(doc.data).reduce((sum, t) => sum + t.text.length, 0);
  if (chars > MAX_TRANSLATE_CHARS)
    throw new AppError("INVALID_INPUT", {
      message: `A resume of more than ${MAX_TRANSLATE_CHARS} characters cannot be translated at once`,
    });
  await assertResumeSlot(userId, await loadMembership(userId));
  const estimate = translateTokenEstimate(chars);
  await assertTaskSlot(userId);
  await assertTokenBalance(userId, estimate);
  return createSseStream(request, (send, signal) =>
    runChargedTask({
      userId,
      kind: "TRANSLATE",
      type: "RESUME_TRANSLATE",
      estimate,
      input: { resumeId: resume.id, lang: body.lang },
      send,
      work: async () => {
        const { usage, resumeId } = await translateResume({
          userId,
          source: { name: resume.name, ...doc },
          lang: body.lang,
          signal,
          onProgress: (progress) => send("message", progress),
        });
        return { usage, finish: { resumeId }, resumeId };
      },
    }),
  );
}
