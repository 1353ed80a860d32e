// A stream's first step for a task made beforehand (creator, parse): it runs the task only if it moves it from PENDING
// to RUNNING itself, in one transaction under the user's row lock, so that of 20 streams of one task exactly one claims
// it and a user's running tasks never pass MAX_RUNNING_AI_TASKS. The others get the stored outcome, AI_TASK_RUNNING or
// AI_TOO_MANY_TASKS (the task stays PENDING). `prepare` runs in the same transaction (the creator's cap and
// reservation, bench:ai); an error it answers is stored on the task (FAILED), as a run that failed at once would.
import "server-only";
import type { AiTaskKind, Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import { MAX_RUNNING_AI_TASKS } from "./ai-task-limits";
import { errorOutcome, storedOutcome, type TAiTaskOutcome, type TTaskStreamSchemas } from "./ai-task-outcome";
import { closeAiTask } from "./close-ai-task";
import { countRunningAiTasks } from "./count-running-ai-tasks";

type Claim<I, S> = {
  userId: string;
  /** The stream's events, which a stored outcome is read back with. */
  events: S;
  taskId: string;
  kind: AiTaskKind;
  /** Whether a claim waits for a slot: a parse does not (its model call, if any, is a short refinement). */
  needsSlot: boolean;
  /** The task's input, read once it is claimed. */
  readInput: (tx: Prisma.TransactionClient, taskId: string) => Promise<I>;
  prepare?: (tx: Prisma.TransactionClient, taskId: string) => Promise<AppError | null>;
};

export type TAiTaskClaim<I, S extends TTaskStreamSchemas> =
  { claimed: { id: string; userId: string; input: I } } | { outcome: TAiTaskOutcome<S> };

/** `outcome`: what to answer instead of a run. NOT_FOUND for an unknown id or another user's task (never a 403). */
export function claimAiTask<I, S extends TTaskStreamSchemas>(claim: Claim<I, S>) {
  const { userId, taskId, kind, needsSlot, readInput, prepare, events } = claim;
  /** A refusal, which every stream's `error` event carries. */
  const refuse = (error: AppError) => ({ outcome: errorOutcome(error) as TAiTaskOutcome<S> });
  return withUserLock(userId, async (tx): Promise<TAiTaskClaim<I, S>> => {
    const task = await tx.aiTask.findFirst({
      where: { id: taskId, userId, kind },
      select: { id: true, status: true, result: true, error: true },
    });
    if (!task) throw new AppError("NOT_FOUND", { message: `${kind === "PARSE" ? "Parse" : "AI"} task not found` });
    if (task.status === "RUNNING") return refuse(new AppError("AI_TASK_RUNNING"));
    if (task.status !== "PENDING") return { outcome: storedOutcome(task, events) };
    if (needsSlot && (await countRunningAiTasks(tx, userId)) >= MAX_RUNNING_AI_TASKS)
      return refuse(new AppError("AI_TOO_MANY_TASKS"));
    // Conditional as well as locked: the claim holds even for a writer that does not take the user's lock.
    const { count } = await tx.aiTask.updateMany({
      where: { id: task.id, status: "PENDING" },
      data: { status: "RUNNING" },
    });
    if (count === 0) return refuse(new AppError("AI_TASK_RUNNING"));
    const input = await readInput(tx, task.id);
    const refusal = prepare ? await prepare(tx, task.id) : null;
    if (!refusal) return { claimed: { id: task.id, userId, input } };
    await closeAiTask({ taskId: task.id, outcome: errorOutcome(refusal), errorKey: refusal.key }, tx);
    return refuse(refusal);
  });
}
