// The start of a re-translation (issue 27 item 1), under the user's row lock like every editor AI task
// (start-ai-task.ts): one re-translation of a copy at a time (a second gets AI_TASK_RUNNING, 409), at most
// MAX_RUNNING_AI_TASKS of any kind, the copy's version as the editor saw it (else CONFLICT with the server copy, the
// save protocol of update-resume.ts), and something left to do (else CONFLICT: twenty requests at once charge once).
// The plan is made from what the lock sees, so a request that waited for one that finished finds nothing to do. A plan
// with no text for the model (only contacts, dates, link addresses, removals or a new order) starts no task at all:
// `taskId` is null, AI may be off, and the update is a plain save (stream-retranslation.ts).
import "server-only";
import type { Resume } from "@/generated/prisma/client";
import { assertAiEnabled } from "@/lib/server/ai/assert-ai-enabled";
import { AppError } from "@/lib/server/api/app-error";
import { MAX_RUNNING_AI_TASKS } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { countRunningAiTasks } from "@/lib/server/services/ai-tasks/count-running-ai-tasks";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import { toResumeDto } from "@/lib/server/services/resumes/to-resume-dto";
import { isUpToDate, planRetranslation, type TRetranslatePlan } from "@/lib/shared/resume/retranslate-document";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TRetranslateBody, TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";
import { readLinkedCopy } from "./read-linked-copy";

export type TRetranslateStart = {
  /** Null when nothing goes to the model: no task, nothing charged. */
  taskId: string | null;
  copy: Resume;
  source: TResumeData;
  data: TResumeData;
  link: TTranslationLink;
  plan: TRetranslatePlan;
};

export async function startRetranslateTask(
  userId: string,
  copyId: string,
  body: TRetranslateBody,
): Promise<TRetranslateStart> {
  return withUserLock(userId, async (tx) => {
    const running = await tx.aiTask.findFirst({
      where: { userId, status: "RUNNING", kind: "TRANSLATE", input: { path: ["copyId"], equals: copyId } },
      select: { id: true },
    });
    if (running) throw new AppError("AI_TASK_RUNNING");
    const { copy, doc, link, source } = await readLinkedCopy(userId, copyId, tx);
    if (!link || !source)
      throw new AppError("CONFLICT", { message: "This resume is not linked to a source it can follow" });
    if (copy.version !== body.version)
      throw new AppError("CONFLICT", {
        message: "This resume was changed elsewhere (another tab or device)",
        details: { current: toResumeDto(copy) },
      });
    if (isUpToDate(source.doc.data, doc.data, link, body.replaceEdits))
      throw new AppError("CONFLICT", { message: "This translation is already up to date" });
    const plan = planRetranslation(source.doc.data, doc.data, link, body.replaceEdits);
    const started = { copy, source: source.doc.data, data: doc.data, link, plan };
    if (plan.texts.length === 0) return { taskId: null, ...started };
    assertAiEnabled();
    if ((await countRunningAiTasks(tx, userId)) >= MAX_RUNNING_AI_TASKS) throw new AppError("AI_TOO_MANY_TASKS");
    const task = await tx.aiTask.create({
      data: { userId, kind: "TRANSLATE", status: "RUNNING", input: { copyId, retranslate: true } },
      select: { id: true },
    });
    return { taskId: task.id, ...started };
  });
}
