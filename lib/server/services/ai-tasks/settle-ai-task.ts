// A task whose work is done meets its reservation: charged the usage the provider reported, or the estimate it
// reserved when the provider sent no figures (some local servers). The result exists by now, so a ledger hiccup here
// leaves the estimate charged (logged), never the user without what they asked for.
import "server-only";
import type { TAiUsage } from "@/lib/server/ai/ai-usage";
import { logger } from "@/lib/server/logger";
import { settleTokens } from "@/lib/server/services/ledger/settle-tokens";

type Input = { userId: string; taskId: string; usage: TAiUsage; estimate: number };

/** The tokens the task is charged. */
export async function settleAiTask({ userId, taskId, usage, estimate }: Input): Promise<number> {
  const usedTokens = usage.reported ? usage.totalTokens : estimate;
  await settleTokens({ userId, taskId, usedTokens }).catch((error: unknown) =>
    logger.error({ err: error, taskId, usedTokens }, "AI task not settled; the estimate stays charged"),
  );
  return usedTokens;
}
