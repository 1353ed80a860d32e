import "server-only";
// The one log line of each AI call (task, model, tokens, time, outcome), for cost and latency at a glance, and its
// count in the metrics (resumecraft_ai_*: lib/server/metrics/registry.ts).
import { logger } from "@/lib/server/logger";
import { metrics } from "@/lib/server/metrics/registry";
import type { AppError } from "@/lib/server/api/app-error";
import type { TAiUsage } from "./ai-usage";
import { describeAiFailure } from "./describe-ai-failure";

export type TAiCallLog = {
  task: string;
  modelId: string;
  usage: TAiUsage;
  startedAt: number;
  attempts: number;
  error?: AppError;
};

export function logAiCall({ task, modelId, usage, startedAt, attempts, error }: TAiCallLog): void {
  const line = {
    ai: {
      task,
      model: modelId,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      totalTokens: usage.totalTokens,
      usageReported: usage.reported,
      attempts,
    },
    ms: Date.now() - startedAt,
    outcome: error ? error.key : "ok",
  };
  countAiCall(line.ai.task, line.outcome, usage, line.ms);
  if (!error || error.key === "AI_CANCELLED") logger.info(line, "ai call");
  else logger.warn({ ...line, failure: describeAiFailure(error.cause ?? error) }, "ai call failed");
}

/** Task names are the code's own (generate-resume, polish-texts, …) and outcomes error keys: both bounded. */
function countAiCall(task: string, outcome: string, usage: TAiUsage, ms: number): void {
  const { aiCalls, aiTokens, aiDuration } = metrics();
  aiCalls.inc({ task, outcome });
  aiDuration.observe({ task, result: outcome === "ok" ? "ok" : "error" }, ms / 1000);
  if (usage.inputTokens > 0) aiTokens.inc({ task, direction: "input" }, usage.inputTokens);
  if (usage.outputTokens > 0) aiTokens.inc({ task, direction: "output" }, usage.outputTokens);
}
