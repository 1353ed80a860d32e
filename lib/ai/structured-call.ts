import "server-only";
// What generateStructured and streamStructured share: the call's options, its result, and the repair turn.
import { NoObjectGeneratedError, type ModelMessage } from "ai";
import type { z } from "zod";
import type { TAiModel } from "./ai-model";
import type { TAiUsage } from "./ai-usage";
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
  maxOutputTokens?: number;
};

export type TStructuredResult<T> = { output: T; usage: TAiUsage; attempts: number };

export const DEFAULT_MAX_RETRIES = 1;

/** The schema's name in the request (response_format.json_schema.name allows a-z, 0-9, _ and -). */
export const outputName = (task: string): string => task.replace(/[^a-zA-Z0-9_-]/g, "_");

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
