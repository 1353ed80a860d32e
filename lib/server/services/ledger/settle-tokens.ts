// After a task, its reservation meets the usage the provider reported. Unused tokens come back as a REFUND row (the
// ledger keeps every movement; the user's list shows a task's rows as one, list-token-records.ts); usage above the
// estimate is charged as a second consume row of the task's type, but only as far as the balance goes: the balance
// never turns negative, and a task that already ran is not undone for want of a few tokens.
import "server-only";
import { db } from "@/lib/server/db";
import { creditTokens } from "./credit-tokens";
import { debitTokens } from "./debit-tokens";
import { findTokenReservation } from "./find-token-reservation";
import { lockUser } from "./lock-user";

type Input = { userId: string; taskId: string; usedTokens: number };
/** `applied: false`: nothing to settle (no reservation), or the reservation was already settled or refunded. */
type TokenSettlement = { applied: boolean; refunded: number; charged: number };

const NOT_APPLIED: TokenSettlement = { applied: false, refunded: 0, charged: 0 };

export async function settleTokens({ userId, taskId, usedTokens }: Input): Promise<TokenSettlement> {
  if (!Number.isInteger(usedTokens) || usedTokens < 0)
    throw new RangeError(`used tokens must be a whole number ≥ 0, got ${usedTokens}`);
  return db.$transaction(async (tx) => {
    const reservation = await findTokenReservation(tx, userId, taskId);
    if (!reservation) return NOT_APPLIED;
    // Closing a reservation is setting AiTask.usedTokens: the first of settle and refund to do it wins; the other
    // waits on the row lock, then matches no row.
    const claim = await tx.aiTask.updateMany({ where: { id: taskId, userId, usedTokens: null }, data: { usedTokens } });
    if (claim.count === 0) return NOT_APPLIED;
    const difference = usedTokens - reservation.amount;
    if (difference < 0) {
      await creditTokens(tx, { userId, type: "REFUND", amount: -difference, reference: taskId });
      return { applied: true, refunded: -difference, charged: 0 };
    }
    if (difference === 0) return { applied: true, refunded: 0, charged: 0 };
    await lockUser(tx, userId);
    const extra = { userId, type: reservation.type, amount: difference, reference: `${taskId}:extra` };
    const charged = (await debitTokens(tx, extra))?.taken ?? 0;
    return { applied: true, refunded: 0, charged };
  });
}
