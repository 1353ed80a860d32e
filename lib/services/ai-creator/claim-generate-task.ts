// A stream request's first step: it may run the task only if it moves the task from PENDING to RUNNING itself. One
// transaction, under the user's row lock (the same lock resume creation and the ledger take), so that of 20 streams
// of one task exactly one claims it, and a user's running tasks never pass MAX_RUNNING_AI_TASKS. Every other request
// gets the stored outcome of a finished task, or AI_TASK_RUNNING, or AI_TOO_MANY_TASKS (the task stays PENDING).
import "server-only";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { ZGenerateTaskInput, type TGenerateTaskInput } from "@/lib/validations/ai/generate-task-input";
import { MAX_RUNNING_AI_TASKS } from "./ai-task-limits";
import { errorOutcome, storedOutcome, type TAiTaskOutcome } from "./ai-task-outcome";
import { countRunningAiTasks } from "./count-running-ai-tasks";

// Claims of one user queue on the row lock (50 streams at once in the tests): room beyond Prisma's 2 s / 5 s.
const LOCK_WAIT = { maxWait: 10_000, timeout: 20_000 };

export type TClaimedTask = { id: string; userId: string; input: TGenerateTaskInput };
export type TTaskClaim = { claimed: TClaimedTask } | { outcome: TAiTaskOutcome };

/** `outcome`: what to answer instead of a run. NOT_FOUND for an unknown id or another user's task (never a 403). */
export async function claimGenerateTask(userId: string, taskId: string): Promise<TTaskClaim> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const task = await tx.aiTask.findFirst({
      where: { id: taskId, userId, kind: "GENERATE" },
      select: { id: true, status: true, input: true, result: true, error: true },
    });
    if (!task) throw new AppError("NOT_FOUND", { message: "AI task not found" });
    if (task.status === "RUNNING") return { outcome: errorOutcome(new AppError("AI_TASK_RUNNING")) };
    if (task.status !== "PENDING") return { outcome: storedOutcome(task) };
    if ((await countRunningAiTasks(tx, userId)) >= MAX_RUNNING_AI_TASKS)
      return { outcome: errorOutcome(new AppError("AI_TOO_MANY_TASKS")) };
    const input = ZGenerateTaskInput.parse(task.input);
    // Conditional as well as locked: the claim holds even for a writer that does not take the user's lock.
    const { count } = await tx.aiTask.updateMany({
      where: { id: task.id, status: "PENDING" },
      data: { status: "RUNNING" },
    });
    if (count === 0) return { outcome: errorOutcome(new AppError("AI_TASK_RUNNING")) };
    return { claimed: { id: task.id, userId, input } };
  }, LOCK_WAIT);
}
