// A task whose client left before `finish` (issue 20 item 8). Polish and the creator stream real output as they go,
// so a full refund on leaving would make every answer free to whoever closes the connection just before the end.
// Nothing delivered: the whole reservation comes back. Something delivered: the reservation is settled on what the
// model call used up to the abort (lib/server/ai/usage-meter.ts: the provider's figures, else the prompt and the output so
// far at the estimates' rate), at least 1 token and at most the reservation (the finished product never came).
import "server-only";
import { refundTokens } from "@/lib/server/services/ledger/refund-tokens";
import { settleTokens } from "@/lib/server/services/ledger/settle-tokens";

type Input = { userId: string; taskId: string; reserved: number; delivered: boolean; usedSoFar: number };

/** The tokens the task is charged in the end (0: refunded in full). */
export async function settleCancelledTask({ userId, taskId, reserved, delivered, usedSoFar }: Input): Promise<number> {
  if (!delivered) {
    await refundTokens({ userId, taskId });
    return 0;
  }
  const usedTokens = Math.max(1, Math.min(reserved, Math.ceil(usedSoFar)));
  await settleTokens({ userId, taskId, usedTokens });
  return usedTokens;
}
