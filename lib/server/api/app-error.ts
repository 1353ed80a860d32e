// The one error type services and handlers throw on purpose. Its message is shown to users (docs/product.md §8 shows
// any server message), so never put internals in it; pass them as `cause`, which is logged but never answered.
//
// "Not found" in services, one rule by name: `find…` answers null for a miss (`findOwnResume`, `findPublicResume`,
// `findExample`); `get…` never does, it throws `new AppError("NOT_FOUND")` (`getOwnResume`, `getTemplateCover`).
// Pages call `find…` and `notFound()` on null; routes call `get…`, or `find…` and throw NOT_FOUND with their own
// message. Commands (update, delete, restore, copy…) throw NOT_FOUND for a row the caller cannot see; one that is
// also called where a miss is fine (`endSession` at logout, `renderResumeCover` in the background) answers false or
// null and its caller decides. Another user's row is always a miss, a 404 and never a 403, so ids of other users'
// data cannot be probed.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { errorCodes, type ErrorCodeKey } from "@/lib/shared/api/error-codes";

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
