import "server-only";
// Token usage as the provider reported it, summed over the attempts of one call (the ledger settles on it).
import type { LanguageModelUsage } from "ai";

export type TAiUsage = {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  /** False when the provider sent no figures (an interrupted stream may never send its usage chunk). */
  reported: boolean;
};

export const noUsage = (): TAiUsage => ({ inputTokens: 0, outputTokens: 0, totalTokens: 0, reported: false });

export function addUsage(sum: TAiUsage, usage: LanguageModelUsage | undefined): TAiUsage {
  if (
    !usage ||
    (usage.inputTokens === undefined && usage.outputTokens === undefined && usage.totalTokens === undefined)
  )
    return sum;
  const input = usage.inputTokens ?? 0;
  const output = usage.outputTokens ?? 0;
  return {
    inputTokens: sum.inputTokens + input,
    outputTokens: sum.outputTokens + output,
    totalTokens: sum.totalTokens + (usage.totalTokens ?? input + output),
    reported: true,
  };
}
