// Tasks whose process died mid-run (a crash, a deploy) would stay RUNNING with their tokens reserved for ever. The
// sweep fails every task RUNNING longer than the timeout plus a margin, then gives back every reservation a failed
// task still holds, which also repairs a run that failed but died before its own refund. Both steps are idempotent
// (conditional updates; refundTokens closes a reservation once), so any number of instances may sweep at once.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { refundTokens } from "@/lib/server/services/ledger/refund-tokens";
import { staleAiTaskAfterMs } from "./ai-task-limits";
import { errorOutcome } from "./ai-task-outcome";

type Sweep = { failed: number; refunded: number };

/** `userId`: only that user's tasks (the check before a claim); without it, everyone's (the scheduler). */
export async function sweepStaleAiTasks(userId?: string, now = new Date()): Promise<Sweep> {
  const cutoff = new Date(now.getTime() - staleAiTaskAfterMs());
  const { count: failed } = await db.aiTask.updateMany({
    where: { status: "RUNNING", updatedAt: { lt: cutoff }, ...(userId && { userId }) },
    data: {
      status: "FAILED",
      error: "AI_TIMEOUT",
      result: errorOutcome(new AppError("AI_TIMEOUT")) as Prisma.InputJsonValue,
      finishedAt: now,
    },
  });
  // A run refunds before it marks its task FAILED, so before a claim (userId) only a task failed just now can still
  // hold tokens; the scheduled sweep looks every time, for a process that died between the two steps of the sweep.
  if (userId && failed === 0) return { failed, refunded: 0 };
  const open = await db.aiTask.findMany({
    where: { status: "FAILED", reservedTokens: { gt: 0 }, usedTokens: null, ...(userId && { userId }) },
    select: { id: true, userId: true },
    take: 500,
  });
  let refunded = 0;
  for (const task of open) {
    if ((await refundTokens({ userId: task.userId, taskId: task.id })).applied) refunded += 1;
  }
  return { failed, refunded };
}
