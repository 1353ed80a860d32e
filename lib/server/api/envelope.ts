// The `{ code, data, message }` envelope of DESIGN §5, and the one function that turns any thrown value into it.
import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { errorCodes, type ErrorSpec } from "@/lib/shared/api/error-codes";
import { currentRequestContext } from "@/lib/server/api/request-context";
import { validationDetails, type ValidationDetail } from "@/lib/server/api/validation-messages";
import type { Logger } from "@/lib/server/logger";

export type SuccessBody<T> = { code: 0; data: T; message?: string };
/**
 * `key`: the message key the client translates (error-codes.ts); `message` stays the English sentence docs/product.md
 * §8 shows.
 */
export type FailureBody = {
  code: number;
  message: string;
  key?: string;
  values?: Record<string, string | number>;
  details?: unknown;
};

type OkInit = { status?: number; headers?: HeadersInit; message?: string };

export function ok<T>(data: T, init: OkInit = {}): NextResponse<SuccessBody<T | null>> {
  const { message, ...responseInit } = init;
  // `undefined` would vanish from the JSON; clients read `data`, so answer null instead.
  const body: SuccessBody<T | null> = { code: 0, data: data === undefined ? null : data };
  if (message !== undefined) body.message = message;
  return NextResponse.json(body, responseInit);
}

export function fail(error: AppError): NextResponse<FailureBody> {
  const body: FailureBody = { code: error.code, message: error.message };
  const { key, values } = errorCodes[error.key] as ErrorSpec;
  if (key) body.key = key;
  if (values) body.values = values;
  if (error.details !== undefined) body.details = error.details;
  return NextResponse.json(body, { status: error.status, headers: error.headers });
}

/**
 * Zod issues as `{ path: "data.basicInfo.name", message }` (a root-level issue has the path ""), each message a
 * readable sentence in the current request's language (lib/server/api/validation-messages.ts), English outside a request.
 */
export function zodIssuesToDetails(error: z.core.$ZodError): ValidationDetail[] {
  return validationDetails(error, currentRequestContext()?.locale ?? "en");
}

/**
 * The first issue's own sentence, with no prefix: docs/product.md §8 clients show the server message as it is, so it
 * must read like the form's message ('Email must not be empty'). Where the problem is lies in `details` (path per
 * issue).
 */
export function describeZodError(details: ValidationDetail[]): string {
  return details[0]?.message || "Invalid input";
}

const databaseBusy = (cause: unknown) =>
  new AppError("SERVICE_UNAVAILABLE", { headers: { "Retry-After": "5" }, cause });

/** node-postgres' pool gives up waiting for a free connection with a plain Error and no code (pg-pool's
 * connectionTimeoutMillis, set in lib/server/db.ts): its fixed message is the only mark it has. */
const isPoolWaitTimeout = (error: unknown) =>
  error instanceof Error && error.message === "timeout exceeded when trying to connect";

function fromPrismaError(error: Prisma.PrismaClientKnownRequestError): AppError | null {
  // Matched by code, never by message text, which changes between Prisma versions.
  switch (error.code) {
    case "P2025":
      return new AppError("NOT_FOUND", { cause: error });
    case "P2002":
      return new AppError("CONFLICT", { message: "A record with this value already exists", cause: error });
    // Database unreachable, timed out, connection dropped, pool exhausted: an outage to retry, not a bug.
    case "P1001":
    case "P1002":
    case "P1008":
    case "P1017":
    case "P2024":
    // Transaction API errors: a transaction that could not start within its wait (every connection busy) or ran past
    // its timeout. Under load, not a bug (tests/integration/api/database-busy.test.ts).
    case "P2028":
      return databaseBusy(error);
    default:
      return null;
  }
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof z.core.$ZodError) {
    const details = zodIssuesToDetails(error);
    return new AppError("INVALID_INPUT", { message: describeZodError(details), details, cause: error });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) return fromPrismaError(error);
  if (isPoolWaitTimeout(error)) return databaseBusy(error);
  return null;
}

/** Expected errors become their envelope; anything else is logged with the request id and answered generically. */
export function toErrorResponse(error: unknown, requestId: string, logger: Logger): NextResponse<FailureBody> {
  const appError = toAppError(error);
  if (appError) {
    if (appError.status >= 500) logger.warn({ err: appError.cause ?? appError, requestId }, appError.message);
    return fail(appError);
  }
  logger.error({ err: error, requestId }, "unhandled error");
  return fail(new AppError("INTERNAL"));
}
