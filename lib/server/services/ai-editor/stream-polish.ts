// POST /api/ai/polish's answer (issue 15 items 1 and 3). Everything that would make the polish fail for sure is
// refused before the stream, as a plain HTTP error (another user's resume 404, two tasks running, too few tokens);
// then the suggestions stream as `message` events, one per text, each complete, and `finish` ends it. The texts come
// from the client as it has them (unsaved edits included); the resume is read only to scope the call to its owner
// and for its language.
import "server-only";
import { createSseStream } from "@/lib/server/api/sse";
import { assertTaskSlot } from "@/lib/server/services/ai-tasks/assert-task-slot";
import { runAiTask } from "@/lib/server/services/ai-tasks/run-ai-task";
import { startAiTask } from "@/lib/server/services/ai-tasks/start-ai-task";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import { snapshotOwnResume } from "@/lib/server/services/resumes/snapshot-own-resume";
import { assertTokenBalance } from "@/lib/server/services/tokens/assert-token-balance";
import { polishTokenEstimate } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { polishEvents } from "@/lib/shared/validations/ai-editor/polish-events";
import type { TPolishBody } from "@/lib/shared/validations/ai-editor/polish-body";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { polishTexts } from "./polish-texts";

export async function streamPolish(request: Request, userId: string, body: TPolishBody): Promise<Response> {
  const resume = await getOwnResume(userId, body.resumeId);
  const { lang } = upgradeResumeDocument(resume.data, resume.config).config;
  const chars = body.texts.reduce((sum, t) => sum + t.text.length, 0) + (body.jobDescription?.length ?? 0);
  const estimate = polishTokenEstimate(chars);
  await assertTaskSlot(userId);
  await assertTokenBalance(userId, estimate);
  // The user applies the suggestions over their text: keep the state the polish starts from on every device.
  await snapshotOwnResume(userId, resume.id, "AI");
  const input = { resumeId: resume.id, paths: body.texts.map((t) => t.path), tailored: Boolean(body.jobDescription) };
  return createSseStream(request, polishEvents, (send, signal) =>
    runAiTask({
      userId,
      task: () => startAiTask({ userId, kind: "OPTIMIZE", input }),
      reserveAs: "AI_OPTIMIZE",
      estimate,
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
        const usedTokens = usage.reported ? usage.totalTokens : estimate;
        return { usage, outcome: { event: "finish", data: { count, usedTokens } } };
      },
    }),
  );
}
