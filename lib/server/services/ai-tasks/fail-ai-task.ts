// A run that did not finish: its tokens come back first (whoever sees the task FAILED sees the balance as it stays),
// then it is closed. A failure costs nothing; a client that left (AI_CANCELLED) after output had reached it pays for
// what the model used up to then (settle-cancelled-task.ts).
import "server-only";
import type { TUsageMeter } from "@/lib/server/ai/usage-meter";
import { refundTokens } from "@/lib/server/services/ledger/refund-tokens";
import type { TStoredOutcome } from "./ai-task-outcome";
import { closeAiTask } from "./close-ai-task";
import { settleCancelledTask } from "./settle-cancelled-task";

type Input = {
  userId: string;
  taskId: string;
  outcome: TStoredOutcome;
  errorKey: string;
  /** For a client that left: the reservation, whether output had reached it, what the model used so far. */
  spent?: { reserved: number; delivered: boolean; meter: TUsageMeter };
  dropInput?: boolean;
};

export async function failAiTask({ userId, taskId, outcome, errorKey, spent, dropInput }: Input): Promise<void> {
  if (errorKey === "AI_CANCELLED" && spent) {
    const { reserved, delivered, meter } = spent;
    await settleCancelledTask({ userId, taskId, reserved, delivered, usedSoFar: meter.tokensSoFar() });
  } else await refundTokens({ userId, taskId });
  await closeAiTask({ taskId, outcome, errorKey, dropInput });
}
