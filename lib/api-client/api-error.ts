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
