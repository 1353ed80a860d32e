import type { ApiErrorKey } from "@/lib/shared/api/error-key";

/**
 * A refused field of a 400 (`details[]`): where (`path`, dotted) and the message key to translate with its `values`
 * (lib/client/forms/field-error.ts), never its English text.
 */
export type FieldIssue = { path: string; key: string; values?: MessageValues };
/** A message key's placeholders ({max}). */
export type MessageValues = Record<string, string | number>;

/**
 * A failed call: the envelope's code, message and message key (`key`, error-codes.ts), the HTTP status, and
 * Retry-After in seconds when given. A stream's `error` event is one too (apiErrorOf).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
    readonly key?: ApiErrorKey,
    readonly fields: FieldIssue[] = [],
    readonly values?: MessageValues,
  ) {
    super(message);
  }
}

/** An error envelope or a stream's `error` event `{ code, message, key }` as an ApiError. */
export function apiErrorOf(data: unknown, status: number, retryAfter?: number): ApiError {
  const { code, message, key, values, details } = (data ?? {}) as {
    code?: unknown;
    message?: unknown;
    key?: ApiErrorKey;
    values?: unknown;
    details?: unknown;
  };
  return new ApiError(
    typeof code === "number" ? code : status,
    typeof message === "string" ? message : "",
    status,
    retryAfter,
    typeof key === "string" ? key : undefined,
    Array.isArray(details) ? details.filter(isFieldIssue) : [],
    isMessageValues(values) ? values : undefined,
  );
}

function isMessageValues(values: unknown): values is MessageValues {
  return (
    typeof values === "object" &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every((value) => typeof value === "string" || typeof value === "number")
  );
}

function isFieldIssue(detail: unknown): detail is FieldIssue {
  const { path, key } = (detail ?? {}) as { path?: unknown; key?: unknown };
  return typeof path === "string" && typeof key === "string";
}

/** The first refused field of a failed call, to show translated (useFieldErrorText); undefined for other failures. */
export function fieldIssueOf(error: unknown): FieldIssue | undefined {
  return error instanceof ApiError ? error.fields[0] : undefined;
}

/**
 * docs/product.md §8: what a failed call shows, translated by the key the server sent (ApiErrors); an error without one
 * shows the server's message, or 'Unknown error'. A network failure (TypeError) has its own sentence.
 */
export function errorText(error: unknown, t: (key: ApiErrorKey, values?: MessageValues) => string): string {
  if (!(error instanceof ApiError)) return t(error instanceof TypeError ? "network" : "unknown");
  if (error.key) return t(error.key, error.values);
  return error.message || t("unknown");
}

/** Whether a failed call answered this envelope code (named in lib/shared/api/codes.ts). */
export const isApiCode = (error: unknown, code: number): boolean => error instanceof ApiError && error.code === code;
