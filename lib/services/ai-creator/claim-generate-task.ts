// A stream request's first step: it may run the task only if it moves the task from PENDING to RUNNING itself. One
// transaction, under the user's row lock (the same lock resume creation and the ledger take), so that of 20 streams
// of one task exactly one claims it, and a user's running tasks never pass MAX_RUNNING_AI_TASKS. Every other request
// gets the stored outcome of a finished task, or AI_TASK_RUNNING, or AI_TOO_MANY_TASKS (the task stays PENDING).
// The same transaction looks at the resume cap and reserves the generation estimate (the old order: claim, then cap,
// then reservation, each a round of its own, was most of the latency before the first SSE event, bench:ai). A user at
// the cap or short of tokens gets that outcome stored on the task (FAILED), as a run that failed at once would.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { canCreateResume } from "@/lib/permissions/can-create-resume";
import { membershipSelect } from "@/lib/permissions/membership";
import { resumeLimitError } from "@/lib/services/resumes/create-resume-for-user";
import { reserveTokensInTransaction } from "@/lib/services/tokens/reserve-tokens-in-transaction";
import { ZGenerateTaskInput, type TGenerateTaskInput } from "@/lib/validations/ai/generate-task-input";
import { GENERATION_TOKEN_ESTIMATE } from "@/lib/validations/tokens/token-amounts";
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
    const refusal = await reserveOrRefuse(tx, userId, task.id);
    if (refusal) {
      const outcome = errorOutcome(refusal);
      await tx.aiTask.update({
        where: { id: task.id },
        data: {
          status: "FAILED",
          result: outcome as Prisma.InputJsonValue,
          error: refusal.key,
          finishedAt: new Date(),
        },
      });
      return { outcome };
    }
    return { claimed: { id: task.id, userId, input } };
  }, LOCK_WAIT);
}

/** Before any charge, a regular user at the cap hears it (createResumeForUser checks again when the resume is made). */
async function reserveOrRefuse(tx: Prisma.TransactionClient, userId: string, taskId: string): Promise<AppError | null> {
  const membership = await tx.user.findUnique({ where: { id: userId }, select: membershipSelect });
  if (!membership) throw new AppError("UNAUTHORIZED");
  const resumes = await tx.resume.count({ where: { userId, deletedAt: null } });
  if (!canCreateResume(membership, resumes)) return resumeLimitError();
  try {
    await reserveTokensInTransaction(tx, { userId, taskId, type: "AI_GENERATE", amount: GENERATION_TOKEN_ESTIMATE });
    return null;
  } catch (error) {
    if (error instanceof AppError && error.key === "INSUFFICIENT_TOKENS") return error;
    throw error;
  }
}
