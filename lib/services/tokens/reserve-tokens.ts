// Before an AI task runs, its estimated cost (SPEC §9: generation ≈ 1,500) leaves the balance: one transaction
// lowers the balance only if it covers the amount (a conditional UPDATE, so concurrent reservations can never take it
// below zero), writes the consume row with the balance after, and marks the AiTask as reserved. Not enough tokens:
// nothing changes and the caller gets INSUFFICIENT_TOKENS (SPEC §8's dialog). The reservation is then closed by
// exactly one of settleTokens (real usage) or refundTokens (failure, timeout, disconnect).
import "server-only";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import type { ConsumeTokenType } from "@/lib/validations/tokens/token-record-dto";
import { findTokenReservation, type TokenReservationRow } from "./find-token-reservation";

/** `taskId`: the AiTask the tokens pay for, created beforehand; it is the ledger row's reference. */
type Input = { userId: string; taskId: string; type: ConsumeTokenType; amount: number };
type TokenReservation = { amount: number; balance: number; isNew: boolean };

/**
 * Idempotent per task: a second call for the same task (a retry, a reconnect, 20 at once) charges nothing and answers
 * the first reservation with `isNew: false`, even when the balance could not pay a second time.
 */
export async function reserveTokens({ userId, taskId, type, amount }: Input): Promise<TokenReservation> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError(`token reservation must be a positive whole number, got ${amount}`);
  const earlier = await findTokenReservation(db, userId, taskId);
  if (earlier) return asEarlier(earlier, type);
  try {
    return await db.$transaction(async (tx) => {
      const [user] = await tx.user.updateManyAndReturn({
        where: { id: userId, tokenBalance: { gte: amount } },
        data: { tokenBalance: { decrement: amount } },
        select: { tokenBalance: true },
      });
      if (!user) throw new AppError("INSUFFICIENT_TOKENS");
      // One reservation per task, whatever its type: a concurrent call for this task waits on the row, then misses.
      const task = await tx.aiTask.updateMany({
        where: { id: taskId, userId, reservedTokens: 0, usedTokens: null },
        data: { reservedTokens: amount },
      });
      if (task.count === 0)
        throw new Error(`AI task ${taskId} of user ${userId} does not exist or is already reserved`);
      await tx.tokenRecord.create({
        data: { userId, type, operation: "SUBTRACT", amount, balanceAfter: user.tokenBalance, reference: taskId },
      });
      return { amount, balance: user.tokenBalance, isNew: true };
    });
  } catch (error) {
    // A concurrent call for the same task committed first (and may have spent what this one needed): answer it.
    const winner = await findTokenReservation(db, userId, taskId);
    if (winner) return asEarlier(winner, type);
    throw error;
  }
}

function asEarlier(row: TokenReservationRow, type: ConsumeTokenType): TokenReservation {
  if (row.type !== type) throw new Error(`this AI task already has a ${row.type} reservation, not ${type}`);
  return { amount: row.amount, balance: row.balanceAfter, isNew: false };
}
