import "server-only";
// The one log line of each AI call (task, model, tokens, time, outcome), for cost and latency at a glance.
import { logger } from "@/lib/server/logger";
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
  if (!error || error.key === "AI_CANCELLED") logger.info(line, "ai call");
  else logger.warn({ ...line, failure: describeAiFailure(error.cause ?? error) }, "ai call failed");
}
