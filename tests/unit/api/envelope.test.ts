import "./set-test-env";
import { Writable } from "node:stream";
import { describe, expect, it } from "@jest/globals";
import { pino } from "pino";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { errorCodes } from "@/lib/shared/api/error-codes";
import { fail, ok, toErrorResponse } from "@/lib/server/api/envelope";

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

const prismaError = (code: string) =>
  new Prisma.PrismaClientKnownRequestError(`prisma said ${code}`, { code, clientVersion: "7.10.0" });

describe("error codes", () => {
  it("keeps the strings and numbers the spec's clients depend on", () => {
    expect(errorCodes.UNAUTHORIZED).toEqual({ code: 401, status: 401, message: "no premission" });
    expect(errorCodes.EMAIL_NOT_VERIFIED).toMatchObject({ code: 100001, status: 403 });
    expect(errorCodes.INVALID_JSON).toMatchObject({ status: 400, message: "Request body is not valid JSON" });
  });

  it("gives every error its own numeric code", () => {
    const codes = Object.values(errorCodes).map((spec) => spec.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(0);
  });
});

describe("ok / fail", () => {
  it("wraps data as { code: 0, data }", async () => {
    const response = ok({ id: "r1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, data: { id: "r1" } });
  });

  it("adds a message and honours status and headers", async () => {
    const response = ok([1], { status: 201, message: "created", headers: { "x-test": "1" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-test")).toBe("1");
    expect(await response.json()).toEqual({ code: 0, data: [1], message: "created" });
  });

  it("answers null rather than dropping undefined data", async () => {
    expect(await ok(undefined).json()).toEqual({ code: 0, data: null });
  });

  it("turns an AppError into status, code, message, details and headers", async () => {
    const response = fail(new AppError("CONFLICT", { details: { version: 3 }, headers: { "x-why": "stale" } }));
    expect(response.status).toBe(409);
    expect(response.headers.get("x-why")).toBe("stale");
    expect(await response.json()).toEqual({
      code: 409,
      message: errorCodes.CONFLICT.message,
      key: "conflict",
      details: { version: 3 },
    });
  });

  it("answers a key's values beside it (the resume cap in the limit's sentence)", async () => {
    expect(await fail(new AppError("RESUME_LIMIT_REACHED")).json()).toEqual({
      code: 300001,
      message: "Regular users can create up to 5 resumes",
      key: "resumeLimitReached",
      values: { max: 5 },
    });
  });

  it("omits details when there are none", async () => {
    expect(await fail(new AppError("EMAIL_NOT_VERIFIED")).json()).toEqual({
      code: 100001,
      message: "Email is not yet verified",
      key: "emailNotVerified",
    });
  });
});

describe("toErrorResponse", () => {
  it("maps a ZodError to 400 with path and message per issue", async () => {
    const parsed = z
      .object({ email: z.email(), profile: z.object({ age: z.number() }) })
      .safeParse({ email: "x", profile: { age: "9" } });
    if (parsed.success) throw new Error("expected a failure");
    const { log } = captureLogger();
    const response = toErrorResponse(parsed.error, "req-1", log);
    const body = (await response.json()) as {
      code: number;
      message: string;
      details: { path: string; message: string }[];
    };
    expect(response.status).toBe(400);
    expect(body.code).toBe(200002);
    expect(body.details.map((d) => d.path)).toEqual(["email", "profile.age"]);
    expect(body.details[1]?.message).toMatch(/number/);
    expect(body.message).toBe(body.details[0]?.message);
  });

  it("maps Prisma P2025 to 404 and P2002 to 409 by code", async () => {
    const { log } = captureLogger();
    const notFound = toErrorResponse(prismaError("P2025"), "req-2", log);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ code: 404, message: "Not found" });
    const duplicate = toErrorResponse(prismaError("P2002"), "req-3", log);
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { code: number }).code).toBe(409);
  });

  it("maps an unreachable database (P1001) to 503 with Retry-After", async () => {
    const { log } = captureLogger();
    const response = toErrorResponse(prismaError("P1001"), "req-9", log);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ code: 503, message: "Service temporarily unavailable" });
  });

  it("answers other Prisma errors like any unknown error", async () => {
    const { log, lines } = captureLogger();
    const response = toErrorResponse(prismaError("P2003"), "req-4", log);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("prisma said");
    expect(lines).toHaveLength(1);
  });

  it("answers an unknown error with a generic 500 and logs it with the request id", async () => {
    const { log, lines } = captureLogger();
    const response = toErrorResponse(new Error("password=hunter2 at db.ts:12"), "req-5", log);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 500, message: "Internal server error" });
    expect(text).not.toMatch(/hunter2|db\.ts|at /);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, requestId: "req-5" });
    expect(JSON.stringify(lines[0])).toContain("hunter2");
  });

  it("survives throwing values that are not errors", async () => {
    const { log } = captureLogger();
    expect(toErrorResponse("boom", "req-6", log).status).toBe(500);
    expect(toErrorResponse(undefined, "req-7", log).status).toBe(500);
  });

  it("passes AppError through unchanged", async () => {
    const { log, lines } = captureLogger();
    const response = toErrorResponse(new AppError("RATE_LIMITED", { headers: { "Retry-After": "7" } }), "req-8", log);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(lines).toHaveLength(0);
  });
});
