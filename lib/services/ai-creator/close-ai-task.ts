// The end of a run: the task leaves RUNNING once, with the outcome a reconnect replays. Conditional on RUNNING, so a
// run the sweep already gave up on cannot overwrite the sweep's verdict.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { TAiTaskOutcome } from "./ai-task-outcome";

type Close = { taskId: string; outcome: TAiTaskOutcome; errorKey?: string; resumeId?: string };

export async function closeAiTask({ taskId, outcome, errorKey, resumeId }: Close): Promise<boolean> {
  const { count } = await db.aiTask.updateMany({
    where: { id: taskId, status: "RUNNING" },
    data: {
      status: outcome.event === "finish" ? "SUCCEEDED" : "FAILED",
      result: outcome as Prisma.InputJsonValue,
      error: errorKey ?? null,
      resumeId: resumeId ?? null,
      finishedAt: new Date(),
    },
  });
  return count === 1;
}
