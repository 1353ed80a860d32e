// How a finished task ended, stored in AiTask.result so that a reconnect replays it as the same SSE event instead of
// running (and charging) the task again: the stream's `finish` (what each kind answers, its event schema:
// lib/shared/validations/**/…-events.ts), `validateFail` (the creator) or `error`. A stored result is read back with the
// stream's own schemas.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/server/api/app-error";
import { toAppError } from "@/lib/server/api/envelope";
import { errorCodes, type ErrorCodeKey } from "@/lib/shared/api/error-codes";
import type { TStreamSchemas } from "@/lib/shared/validations/streams/stream-events";

/** The events of a task's stream: every task ends in `finish` or `error`; the creator's may also be `validateFail`. */
export type TTaskStreamSchemas = TStreamSchemas & { finish: z.ZodType; validateFail?: z.ZodType };
type TEnding<S, K> = K extends keyof S ? (S[K] extends z.ZodType ? { event: K; data: z.input<S[K]> } : never) : never;
export type TAiTaskOutcome<S extends TTaskStreamSchemas> = TEnding<S, "finish" | "validateFail" | "error">;
/** Any task's outcome, as stored. */
export type TStoredOutcome = { event: "finish" | "validateFail" | "error"; data: unknown };

/** Any thrown value as the task's error; anything unexpected becomes INTERNAL (its cause is logged, not shown). */
export const toTaskError = (error: unknown): AppError =>
  toAppError(error) ?? new AppError("INTERNAL", { cause: error });

export const errorOutcome = (error: AppError) => ({
  event: "error" as const,
  data: { code: error.code, message: error.message },
});

/** The outcome of a finished task; a task closed without one (the sweep) answers by its error key. */
export function storedOutcome<S extends TTaskStreamSchemas>(
  task: { result: unknown; error: string | null },
  events: S,
): TAiTaskOutcome<S> {
  const endings = (["finish", "validateFail", "error"] as const).flatMap((event) => {
    const schema = events[event];
    return schema ? [z.object({ event: z.literal(event), data: schema })] : [];
  });
  const parsed = z.union(endings).safeParse(task.result);
  if (parsed.success) return parsed.data as TAiTaskOutcome<S>;
  const key = task.error && task.error in errorCodes ? (task.error as ErrorCodeKey) : "INTERNAL";
  return errorOutcome(new AppError(key)) as TAiTaskOutcome<S>;
}
