// A generation stream's claim (claim-ai-task.ts): counted against the user's running tasks, and in the same
// transaction the resume cap is looked at and the generation estimate reserved (the old order: claim, then cap, then
// reservation, each a round of its own, was most of the latency before the first SSE event, bench:ai). A user at the
// cap or short of tokens gets that outcome stored on the task (FAILED), nothing charged.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { assertCanCreateResume } from "@/lib/server/permissions/assert-can-create-resume";
import { membershipSelect } from "@/lib/server/permissions/membership";
import { claimAiTask, type TAiTaskClaim } from "@/lib/server/services/ai-tasks/claim-ai-task";
import { reserveTokensInTransaction } from "@/lib/server/services/ledger/reserve-tokens-in-transaction";
import { generateEvents } from "@/lib/shared/validations/ai/generate-events";
import { ZGenerateTaskInput, type TGenerateTaskInput } from "@/lib/shared/validations/ai/generate-task-input";
import { GENERATION_TOKEN_ESTIMATE } from "@/lib/shared/validations/tokens/token-amounts";

export type TClaimedTask = { id: string; userId: string; input: TGenerateTaskInput };

export function claimGenerateTask(
  userId: string,
  taskId: string,
): Promise<TAiTaskClaim<TGenerateTaskInput, typeof generateEvents>> {
  return claimAiTask({
    events: generateEvents,
    userId,
    taskId,
    kind: "GENERATE",
    needsSlot: true,
    readInput: async (tx, id) =>
      ZGenerateTaskInput.parse((await tx.aiTask.findUniqueOrThrow({ where: { id }, select: { input: true } })).input),
    prepare: (tx, id) => reserveOrRefuse(tx, userId, id),
  });
}

/** Before any charge, a regular user at the cap hears it (createResumeForUser checks again when the resume is made). */
async function reserveOrRefuse(tx: Prisma.TransactionClient, userId: string, taskId: string): Promise<AppError | null> {
  const membership = await tx.user.findUnique({ where: { id: userId }, select: membershipSelect });
  if (!membership) throw new AppError("UNAUTHORIZED");
  try {
    await assertCanCreateResume(membership, userId, tx);
    await reserveTokensInTransaction(tx, { userId, taskId, type: "AI_GENERATE", amount: GENERATION_TOKEN_ESTIMATE });
    return null;
  } catch (error) {
    if (error instanceof AppError && (error.key === "RESUME_LIMIT_REACHED" || error.key === "INSUFFICIENT_TOKENS"))
      return error;
    throw error;
  }
}
