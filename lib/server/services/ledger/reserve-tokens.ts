// Before an AI task runs, its estimated cost (docs/product.md §9: generation ≈ 1,500) leaves the balance, in one
// transaction (reserve-tokens-in-transaction.ts). Not enough tokens: nothing changes and the caller gets
// INSUFFICIENT_TOKENS (docs/product.md §8's dialog). The reservation is then closed by exactly one of settleTokens
// (real usage) or refundTokens (failure, timeout, disconnect).
import "server-only";
import { db } from "@/lib/server/db";
import type { ConsumeTokenType } from "@/lib/shared/validations/tokens/token-record-dto";
import { findTokenReservation, type TokenReservationRow } from "./find-token-reservation";
import { reserveTokensInTransaction } from "./reserve-tokens-in-transaction";

/** `taskId`: the AiTask the tokens pay for, created beforehand; it is the ledger row's reference. */
type Input = { userId: string; taskId: string; type: ConsumeTokenType; amount: number };
type TokenReservation = { amount: number; balance: number; isNew: boolean };

/**
 * Idempotent per task: a second call for the same task (a retry, a reconnect, 20 at once) charges nothing and answers
 * the first reservation with `isNew: false`, even when the balance could not pay a second time.
 */
export async function reserveTokens({ userId, taskId, type, amount }: Input): Promise<TokenReservation> {
  const earlier = await findTokenReservation(db, userId, taskId);
  if (earlier) return asEarlier(earlier, type);
  try {
    const balance = await db.$transaction((tx) => reserveTokensInTransaction(tx, { userId, taskId, type, amount }));
    return { amount, balance, isNew: true };
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
