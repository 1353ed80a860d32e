import { messageKeyByCode } from "@/lib/api/codes";
import type messages from "@/messages/en.json";

export type ApiErrorKey = keyof (typeof messages)["ApiErrors"];

/** A failed call: the envelope's code and message, the HTTP status, and Retry-After in seconds when given. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** SPEC §8: the client translates by code; a code it does not know shows the server's message, or 'Unknown error'. */
export function apiErrorText(error: unknown, t: (key: ApiErrorKey) => string): string {
  if (!(error instanceof ApiError)) return t(error instanceof TypeError ? "network" : "unknown");
  const key = messageKeyByCode[error.code];
  if (key) return t(key);
  return error.message || t("unknown");
}
