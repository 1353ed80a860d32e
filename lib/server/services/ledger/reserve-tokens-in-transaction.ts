// The reservation itself, inside a caller's transaction (reserveTokens; the AI creator's claim, which reserves in the
// same transaction that claims the task, so the first SSE event waits for one transaction, not three). It lowers the
// balance only if it covers the amount, with its consume row (debit-tokens.ts: concurrent reservations never take it
// below zero), and marks the AiTask reserved. Not enough tokens: INSUFFICIENT_TOKENS before anything is written.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import type { ConsumeTokenType } from "@/lib/shared/validations/tokens/token-record-dto";
import { debitTokens } from "./debit-tokens";

type Input = { userId: string; taskId: string; type: ConsumeTokenType; amount: number };

/** The balance after the reservation. */
export async function reserveTokensInTransaction(
  tx: Prisma.TransactionClient,
  { userId, taskId, type, amount }: Input,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError(`token reservation must be a positive whole number, got ${amount}`);
  const debit = await debitTokens(tx, { userId, type, amount, reference: taskId, exact: true });
  if (!debit) throw new AppError("INSUFFICIENT_TOKENS");
  // One reservation per task, whatever its type: a concurrent call for this task waits on the row, then misses.
  const task = await tx.aiTask.updateMany({
    where: { id: taskId, userId, reservedTokens: 0, usedTokens: null },
    data: { reservedTokens: amount },
  });
  if (task.count === 0) throw new Error(`AI task ${taskId} of user ${userId} does not exist or is already reserved`);
  return debit.balance;
}
