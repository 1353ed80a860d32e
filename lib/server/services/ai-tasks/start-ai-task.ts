// An editor AI task (polish, translation, a cover letter) starts RUNNING at once: its stream request is the run, there
// is no PENDING step to claim. Created under the user's row lock, like the creator's claim, so a user's running tasks of
// every kind never pass MAX_RUNNING_AI_TASKS.
import "server-only";
import type { AiTaskKind, Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { MAX_RUNNING_AI_TASKS } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { countRunningAiTasks } from "@/lib/server/services/ai-tasks/count-running-ai-tasks";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";

type Input = {
  userId: string;
  kind: Extract<AiTaskKind, "OPTIMIZE" | "TRANSLATE" | "COVER_LETTER">;
  input: Prisma.InputJsonValue;
};

export async function startAiTask({ userId, kind, input }: Input): Promise<string> {
  return withUserLock(userId, async (tx) => {
    if ((await countRunningAiTasks(tx, userId)) >= MAX_RUNNING_AI_TASKS) throw new AppError("AI_TOO_MANY_TASKS");
    const task = await tx.aiTask.create({ data: { userId, kind, status: "RUNNING", input }, select: { id: true } });
    return task.id;
  });
}
