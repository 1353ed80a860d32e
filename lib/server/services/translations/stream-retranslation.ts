// POST /api/resumes/{id}/translation/retranslate's answer (issue 27 item 1). Refused before the stream, as plain HTTP
// errors: another user's copy (404), a copy not linked or already up to date or saved since (409), one already
// running (409 AI_TASK_RUNNING), two tasks running (429), too few tokens (402). Then `message` events report progress,
// `finish` the copy's new version. Charged like the translation (resume_translate, reserved, settled on the reported
// usage, refunded on failure or cancel: run-ai-task.ts), for the changed texts only. With no text for the model (only
// contacts, dates, link addresses, removals or a new order changed) there is no AI task, no charge and no need for AI
// to be on: the copy is saved before the answer (a conflict is a plain 409) and the stream carries only its `finish`.
import "server-only";
import { assertAiEnabled } from "@/lib/server/ai/assert-ai-enabled";
import { createSseStream } from "@/lib/server/api/sse";
import { runAiTask } from "@/lib/server/services/ai-tasks/run-ai-task";
import { assertTokenBalance } from "@/lib/server/services/tokens/assert-token-balance";
import { translateTokenEstimate } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { retranslateEvents } from "@/lib/shared/validations/ai-editor/retranslate-events";
import type { TRetranslateBody } from "@/lib/shared/validations/resumes/translation-link";
import { planRetranslation } from "@/lib/shared/resume/retranslate-document";
import { readLinkedCopy } from "./read-linked-copy";
import { retranslateCopy } from "./retranslate-copy";
import { startRetranslateTask } from "./start-retranslate-task";

/** Nothing goes to the model: no progress to report, and the save is not a stream's to cancel. */
const copyOnly = { signal: new AbortController().signal, onProgress: () => undefined };

export async function streamRetranslation(
  request: Request,
  userId: string,
  copyId: string,
  body: TRetranslateBody,
): Promise<Response> {
  // A look at the balance before the task starts (the reservation in runAiTask is the check that holds).
  const before = await readLinkedCopy(userId, copyId);
  if (before.link && before.source) {
    const plan = planRetranslation(before.source.doc.data, before.doc.data, before.link, body.replaceEdits);
    const chars = plan.texts.reduce((sum, t) => sum + t.text.length, 0);
    if (chars > 0) {
      assertAiEnabled();
      await assertTokenBalance(userId, translateTokenEstimate(chars));
    }
  }
  const start = await startRetranslateTask(userId, copyId, body);
  if (start.taskId === null) {
    const done = await retranslateCopy({ ...copyOnly, userId, start, replaceEdits: body.replaceEdits });
    return createSseStream(request, retranslateEvents, async (send) => {
      send("message", { done: 0, total: 0 });
      send("finish", { version: done.version, updated: done.updated });
    });
  }
  const taskId = start.taskId;
  const chars = start.plan.texts.reduce((sum, t) => sum + t.text.length, 0);
  const estimate = chars > 0 ? translateTokenEstimate(chars) : 0;
  return createSseStream(request, retranslateEvents, (send, signal) =>
    runAiTask({
      userId,
      task: taskId,
      ...(estimate > 0 && { reserveAs: "RESUME_TRANSLATE" as const, estimate }),
      send,
      work: async () => {
        const { usage, version, updated } = await retranslateCopy({
          userId,
          start,
          replaceEdits: body.replaceEdits,
          signal,
          onProgress: (progress) => send("message", progress),
        });
        return { usage, outcome: { event: "finish", data: { version, updated } } };
      },
    }),
  );
}
