import "server-only";
// The frame of every structured call, streamed or not: model, signal (caller + timeout), the one repair attempt,
// usage summed over attempts, the log line, and every failure turned into an AppError.
import { NoObjectGeneratedError, type LanguageModel, type LanguageModelUsage, type ModelMessage } from "ai";
import { addUsage, noUsage } from "./ai-usage";
import { getAiModel } from "./ai-model";
import { callSignal } from "./call-signal";
import { logAiCall } from "./log-ai-call";
import { isRepairable, repairMessages, type TStructuredCall, type TStructuredResult } from "./structured-call";
import { toAiError } from "./to-ai-error";

export type TAttemptArgs = {
  model: LanguageModel;
  messages: ModelMessage[];
  abortSignal: AbortSignal;
  attempt: number;
};
/** One model request: its usage as soon as it is known, and the validated output (which may throw). */
export type TAttempt<T> = { usage: LanguageModelUsage | undefined; output: () => T | PromiseLike<T> };

export async function runStructured<T>(
  call: TStructuredCall<T>,
  attempt: (args: TAttemptArgs) => Promise<TAttempt<T>>,
): Promise<TStructuredResult<T>> {
  const { model, modelId } = call.model ?? getAiModel();
  const signal = callSignal(call.signal, call.timeoutMs);
  const startedAt = Date.now();
  let usage = noUsage();
  let attempts = 0;
  let messages: ModelMessage[] = [{ role: "user", content: call.prompt.prompt }];
  try {
    for (;;) {
      attempts += 1;
      let counted: LanguageModelUsage | undefined;
      try {
        const answer = await attempt({ model, messages, abortSignal: signal.signal, attempt: attempts });
        counted = answer.usage;
        const output = await answer.output();
        usage = addUsage(usage, counted);
        logAiCall({ task: call.task, modelId, usage, startedAt, attempts });
        return { output, usage, attempts };
      } catch (error) {
        usage = addUsage(usage, counted ?? (NoObjectGeneratedError.isInstance(error) ? error.usage : undefined));
        if (!isRepairable(error) || attempts > 1) throw error;
        messages = repairMessages(messages, error);
      }
    }
  } catch (error) {
    const appError = toAiError(error, signal);
    logAiCall({ task: call.task, modelId, usage, startedAt, attempts, error: appError });
    throw appError;
  } finally {
    signal.release();
  }
}
