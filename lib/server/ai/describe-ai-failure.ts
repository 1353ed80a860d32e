// What the log line of a failed AI call may say about why: the provider's error name, HTTP status and message. Never
// the SDK error whole: an APICallError carries the request body (the prompt, with the user's resume in it) and the
// provider's full response, and a RetryError carries every attempt's — personal data that has no place in logs.
import "server-only";
const MAX_MESSAGE = 300;

export type TAiFailure = { name: string; message: string; statusCode?: number; attempts?: number };

export function describeAiFailure(cause: unknown): TAiFailure {
  if (cause instanceof AiFailure) return cause.failure;
  // A RetryError (the SDK's retries ran out) stands for its last attempt's error.
  const errors = (cause as { errors?: unknown })?.errors;
  const last = (cause as { lastError?: unknown })?.lastError ?? cause;
  const attempts = Array.isArray(errors) ? errors.length : undefined;
  if (!(last instanceof Error)) return { name: "unknown", message: String(last).slice(0, MAX_MESSAGE) };
  const statusCode = (last as { statusCode?: unknown }).statusCode;
  return {
    name: last.name,
    message: last.message.slice(0, MAX_MESSAGE),
    ...(typeof statusCode === "number" && { statusCode }),
    ...(attempts !== undefined && { attempts }),
  };
}

/**
 * What of a failed call may travel on as an AppError's `cause`: its description, as an Error. Every log line that
 * prints a cause (a route's 5xx warning, a stream's failure) then prints this, never the SDK error with the prompt and
 * the provider's answer in it.
 */
export class AiFailure extends Error {
  readonly failure: TAiFailure;

  constructor(cause: unknown) {
    const failure = describeAiFailure(cause);
    super(failure.message);
    this.name = `AiFailure(${failure.name})`;
    this.failure = failure;
  }
}
