import "server-only";
// The frame of every structured call, streamed or not: model, signal (caller + timeout), the one repair attempt,
// usage summed over attempts, the log line, and every failure turned into an AppError.
import { NoObjectGeneratedError, type LanguageModel, type LanguageModelUsage, type ModelMessage } from "ai";
import { getAiModel } from "./ai-model";
import { callSignal } from "./call-signal";
import { logAiCall } from "./log-ai-call";
import { isRepairable, repairMessages, type TStructuredCall, type TStructuredResult } from "./structured-call";
import { toAiError } from "./to-ai-error";
import { createUsageMeter, type TUsageMeter } from "./usage-meter";

export type TAttemptArgs = {
  model: LanguageModel;
  messages: ModelMessage[];
  abortSignal: AbortSignal;
  attempt: number;
  /** The call's meter: a streaming attempt feeds it the output (and any figures) it receives as they arrive. */
  meter: TUsageMeter;
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
  const meter = call.meter ?? createUsageMeter();
  let attempts = 0;
  let messages: ModelMessage[] = [{ role: "user", content: call.prompt.prompt }];
  try {
    for (;;) {
      attempts += 1;
      let counted: LanguageModelUsage | undefined;
      meter.startAttempt(promptChars(call.prompt.system, messages));
      try {
        const answer = await attempt({ model, messages, abortSignal: signal.signal, attempt: attempts, meter });
        counted = answer.usage;
        const output = await answer.output();
        meter.endAttempt(counted);
        const usage = meter.reported();
        logAiCall({ task: call.task, modelId, usage, startedAt, attempts });
        return { output, usage, attempts };
      } catch (error) {
        meter.endAttempt(counted ?? (NoObjectGeneratedError.isInstance(error) ? error.usage : undefined));
        if (!isRepairable(error) || attempts > 1) throw error;
        messages = repairMessages(messages, error);
      }
    }
  } catch (error) {
    const appError = toAiError(error, signal);
    logAiCall({ task: call.task, modelId, usage: meter.reported(), startedAt, attempts, error: appError });
    throw appError;
  } finally {
    signal.release();
  }
}

function promptChars(system: string, messages: ModelMessage[]): number {
  const text = (content: ModelMessage["content"]) =>
    typeof content === "string" ? content.length : JSON.stringify(content).length;
  return messages.reduce((sum, message) => sum + text(message.content), system.length);
}
