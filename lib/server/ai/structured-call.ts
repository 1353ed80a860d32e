import "server-only";
// What generateStructured and streamStructured share: the call's options, its result, and the repair turn.
import { NoObjectGeneratedError, Output, type LanguageModel, type ModelMessage } from "ai";
import type { z } from "zod";
import type { TAiModel } from "./ai-model";
import type { TAiUsage } from "./ai-usage";
import type { TUsageMeter } from "./usage-meter";
import type { TAiPrompt } from "./prompts/prompt-types";
import { repairInstruction } from "./prompts/repair";

export type TStructuredCall<T> = {
  /** Names the call in the log line, e.g. "generate-resume". */
  task: string;
  /** The answer must parse as this schema (after one repair attempt). */
  schema: z.ZodType<T>;
  prompt: TAiPrompt;
  /** Default: the configured model (AppError AI_DISABLED when there is none). */
  model?: TAiModel;
  /** The caller's signal, e.g. the request's: aborting it aborts the upstream request at once. */
  signal?: AbortSignal;
  /** Whole call, repair included (default 60 s). */
  timeoutMs?: number;
  /** Retries of an upstream 429/5xx by the SDK, with backoff (default 1). */
  maxRetries?: number;
  /** Bounds the answer (and so its cost); every call sets it, sized for its task's largest valid answer. */
  maxOutputTokens: number;
  /** Kept up to date while the call runs: what a call cut short has used (a caller that charges for it passes one). */
  meter?: TUsageMeter;
};

export type TStructuredResult<T> = { output: T; usage: TAiUsage; attempts: number };

const DEFAULT_MAX_RETRIES = 1;

/**
 * The most output any call asks for: DeepSeek's limit (8,192), the smallest of the providers we name; a provider
 * refuses a request above its own limit outright instead of capping it.
 */
const MAX_OUTPUT_TOKENS_CEILING = 8_192;

/** A task's output bound, at least 1 and at most the ceiling. */
export const boundOutputTokens = (tokens: number): number =>
  Math.max(1, Math.min(MAX_OUTPUT_TOKENS_CEILING, Math.ceil(tokens)));

/** The schema's name in the request (response_format.json_schema.name allows a-z, 0-9, _ and -). */
const outputName = (task: string): string => task.replace(/[^a-zA-Z0-9_-]/g, "_");

/** What every attempt asks the model, streamed or not: the call's prompt, schema and bounds over this attempt's
 * conversation and signal (run-structured.ts passes them). */
export function attemptRequest<T>(
  call: TStructuredCall<T>,
  { model, messages, abortSignal }: { model: LanguageModel; messages: ModelMessage[]; abortSignal: AbortSignal },
) {
  return {
    model,
    system: call.prompt.system,
    messages,
    output: Output.object({ schema: call.schema, name: outputName(call.task) }),
    abortSignal,
    maxRetries: call.maxRetries ?? DEFAULT_MAX_RETRIES,
    maxOutputTokens: call.maxOutputTokens,
  };
}

/** The answer was unusable in a way a second try can fix (not a refusal). */
export function isRepairable(error: unknown): error is NoObjectGeneratedError {
  return NoObjectGeneratedError.isInstance(error) && error.finishReason !== "content-filter";
}

/** The conversation for the repair attempt: the bad answer, then what was wrong with it. */
export function repairMessages(messages: ModelMessage[], error: NoObjectGeneratedError): ModelMessage[] {
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  return [
    ...messages,
    { role: "assistant", content: error.text ?? "" },
    { role: "user", content: repairInstruction(cause) },
  ];
}
