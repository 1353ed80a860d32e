// The one error type services and handlers throw on purpose. Its message is shown to users (SPEC §8 shows any
// server message), so never put internals in it; pass them as `cause`, which is logged but never answered.
import { errorCodes, type ErrorCodeKey } from "@/lib/api/error-codes";

export type AppErrorOptions = {
  message?: string;
  /** Machine-readable extra information sent to the client, e.g. validation issues. */
  details?: unknown;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
};

export class AppError extends Error {
  override readonly name = "AppError";
  readonly key: ErrorCodeKey;
  readonly code: number;
  readonly status: number;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(key: ErrorCodeKey, options: AppErrorOptions = {}) {
    const spec = errorCodes[key];
    super(options.message ?? spec.message, { cause: options.cause });
    this.key = key;
    this.code = spec.code;
    this.status = spec.status;
    this.details = options.details;
    this.headers = options.headers;
  }
}
