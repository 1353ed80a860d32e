// The end of a run: the task leaves RUNNING once, with the outcome a reconnect replays. Conditional on RUNNING, so a
// run the sweep already gave up on cannot overwrite the sweep's verdict. `dropInput`: a parse's text (up to 4 MiB) is
// not kept once its task has ended (issue 20 item 11); its `fields` (confidence per field) stay beside the outcome.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TStoredOutcome } from "./ai-task-outcome";

type Close = { taskId: string; outcome: TStoredOutcome; errorKey?: string; resumeId?: string };
type ParseClose = { dropInput?: boolean; fields?: unknown };

/** `client`: a claim's transaction, when its refusal closes the task at once. */
export async function closeAiTask(
  { taskId, outcome, errorKey, resumeId, dropInput, fields }: Close & ParseClose,
  client: Prisma.TransactionClient = db,
): Promise<boolean> {
  const result = dropInput ? { ...outcome, fields: fields ?? [] } : outcome;
  const { count } = await client.aiTask.updateMany({
    where: { id: taskId, status: "RUNNING" },
    data: {
      ...(dropInput && { input: {} }),
      status: outcome.event === "finish" ? "SUCCEEDED" : "FAILED",
      result: result as Prisma.InputJsonValue,
      error: errorKey ?? null,
      resumeId: resumeId ?? null,
      finishedAt: new Date(),
    },
  });
  return count === 1;
}
