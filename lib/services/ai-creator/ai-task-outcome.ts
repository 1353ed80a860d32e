// How a finished task ended, stored in AiTask.result so that a reconnect replays it as the same SSE event instead of
// running (and charging) the task again.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/app-error";
import { toAppError } from "@/lib/api/envelope";
import { errorCodes, type ErrorCodeKey } from "@/lib/api/error-codes";

const ZAiTaskOutcome = z.discriminatedUnion("event", [
  z.object({ event: z.literal("finish"), data: z.string() }),
  z.object({ event: z.literal("validateFail"), data: z.object({ keyword: z.string() }) }),
  z.object({ event: z.literal("error"), data: z.object({ code: z.number(), message: z.string() }) }),
]);

export type TAiTaskOutcome = z.infer<typeof ZAiTaskOutcome>;

/** Any thrown value as the task's error; anything unexpected becomes INTERNAL (its cause is logged, not shown). */
export const toTaskError = (error: unknown): AppError =>
  toAppError(error) ?? new AppError("INTERNAL", { cause: error });

export const errorOutcome = (error: AppError): TAiTaskOutcome => ({
  event: "error",
  data: { code: error.code, message: error.message },
});

/** The outcome of a finished task; a task closed without one (the sweep) answers by its error key. */
export function storedOutcome(task: { result: unknown; error: string | null }): TAiTaskOutcome {
  const parsed = ZAiTaskOutcome.safeParse(task.result);
  if (parsed.success) return parsed.data;
  const key = task.error && task.error in errorCodes ? (task.error as ErrorCodeKey) : "INTERNAL";
  return errorOutcome(new AppError(key));
}
