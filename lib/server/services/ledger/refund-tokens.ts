// A task that failed, timed out or lost its client gives its whole reservation back, as a REFUND row referenced by the
// task id. Closing is shared with settleTokens (AiTask.usedTokens, set once), so a refund and a settlement of the same
// task, in any order or at the same moment, apply exactly one of them; a repeated refund adds nothing.
import "server-only";
import { db } from "@/lib/server/db";
import { creditTokens } from "./credit-tokens";
import { findTokenReservation } from "./find-token-reservation";

type Input = { userId: string; taskId: string };
/** `refunded`: tokens given back now; 0 when there was no reservation or it was already closed. */
type TokenRefund = { applied: boolean; refunded: number };

export async function refundTokens({ userId, taskId }: Input): Promise<TokenRefund> {
  return db.$transaction(async (tx) => {
    const reservation = await findTokenReservation(tx, userId, taskId);
    if (!reservation) return { applied: false, refunded: 0 };
    const claim = await tx.aiTask.updateMany({
      where: { id: taskId, userId, usedTokens: null },
      data: { usedTokens: 0 },
    });
    if (claim.count === 0) return { applied: false, refunded: 0 };
    await creditTokens(tx, { userId, type: "REFUND", amount: reservation.amount, reference: taskId });
    return { applied: true, refunded: reservation.amount };
  });
}
