import "server-only";
// Turns whatever a model call threw into our AppError: who stopped it (caller, timeout), what the upstream said
// (429, 5xx, 4xx), or that the answer was unusable. The cause kept is the failure's description only (name, status,
// message): the SDK's error carries the prompt, with the user's resume in it, and the provider's whole answer, and a
// cause is logged wherever the AppError ends up (issue 20 item 16).
import { APICallError, NoObjectGeneratedError, RetryError } from "ai";
import { AppError } from "@/lib/server/api/app-error";
import type { TCallSignal } from "./call-signal";
import { AiFailure } from "./describe-ai-failure";

export function toAiError(thrown: unknown, signal: TCallSignal): AppError {
  if (thrown instanceof AppError) return thrown;
  const error = new AiFailure(thrown);
  const stopped = signal.reason();
  if (stopped === "cancelled") return new AppError("AI_CANCELLED", { cause: error });
  if (stopped === "timeout") return new AppError("AI_TIMEOUT", { cause: error });
  const last = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (APICallError.isInstance(last)) {
    if (last.statusCode === 429) {
      const retryAfter = last.responseHeaders?.["retry-after"];
      return new AppError("AI_RATE_LIMITED", {
        cause: error,
        ...(retryAfter && /^\d+$/.test(retryAfter) && { headers: { "Retry-After": retryAfter } }),
      });
    }
    return new AppError("AI_UPSTREAM_FAILED", { cause: error });
  }
  if (NoObjectGeneratedError.isInstance(last)) {
    return new AppError(last.finishReason === "content-filter" ? "AI_REFUSED" : "AI_INVALID_OUTPUT", { cause: error });
  }
  return new AppError("AI_UPSTREAM_FAILED", { cause: error });
}
