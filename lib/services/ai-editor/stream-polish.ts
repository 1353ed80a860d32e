// POST /api/ai/polish's answer (issue 15 items 1 and 3). Everything that would make the polish fail for sure is
// refused before the stream, as a plain HTTP error (another user's resume 404, two tasks running, too few tokens);
// then the suggestions stream as `message` events, one per text, each complete, and `finish` ends it. The texts come
// from the client as it has them (unsaved edits included); the resume is read only to scope the call to its owner
// and for its language.
import "server-only";
import { createSseStream } from "@/lib/api/sse";
import { assertTaskSlot } from "@/lib/services/ai-creator/assert-task-slot";
import { getOwnResume } from "@/lib/services/resumes/get-own-resume";
import { assertTokenBalance } from "@/lib/services/tokens/assert-token-balance";
import { polishTokenEstimate } from "@/lib/validations/ai-editor/editor-ai-estimates";
import type { TPolishBody } from "@/lib/validations/ai-editor/polish-body";
import { upgradeResumeDocument } from "@/lib/validations/resume-document/upgrade";
import { polishTexts } from "./polish-texts";
import { runChargedTask } from "./run-charged-task";

export async function streamPolish(request: Request, userId: string, body: TPolishBody): Promise<Response> {
  const resume = await getOwnResume(userId, body.resumeId);
  const { lang } = upgradeResumeDocument(resume.data, resume.config).config;
  const chars = body.texts.reduce((sum, t) => sum + t.text.length, 0) + (body.jobDescription?.length ?? 0);
  const estimate = polishTokenEstimate(chars);
  await assertTaskSlot(userId);
  await assertTokenBalance(userId, estimate);
  return createSseStream(request, (send, signal) =>
    runChargedTask({
      userId,
      kind: "OPTIMIZE",
      type: "AI_OPTIMIZE",
      estimate,
      input: { resumeId: resume.id, paths: body.texts.map((t) => t.path), tailored: Boolean(body.jobDescription) },
      send,
      work: async ({ meter, sendOutput }) => {
        const { usage, count } = await polishTexts({
          texts: body.texts,
          jobDescription: body.jobDescription,
          lang,
          signal,
          meter,
          onSuggestion: sendOutput,
        });
        return { usage, finish: { count, usedTokens: usage.reported ? usage.totalTokens : estimate } };
      },
    }),
  );
}
