// Issue 20 item 15: security events are log lines of their own, with the client address, the code answered and the
// account as a hash (never the e-mail address or the password), and every line written during a request, by a
// service as much as by the handler, carries that request's id. The lines are read where the server writes them
// (stdout, lib/server/logger.ts).
import "./set-security-log-env";
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { NextRequest } from "next/server";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as createEmpty } from "@/app/api/resumes/empty/route";
import { POST as signin } from "@/app/api/signin/route";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { POST as verifyEmail } from "@/app/api/users/verifyEmail/route";
import { createHandler } from "@/lib/server/api/handler";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { hashAccount } from "@/lib/server/security/security-event";
import { SIGN_IN_FAILURE_LIMIT } from "@/lib/server/services/users/count-sign-in-attempt";
import { PASSWORD, signUpVerified } from "../accounts/flows";
import { call, freshIp, solvedAltcha, uniqueEmail } from "../accounts/helpers";

type Line = Record<string, unknown> & { msg?: string; requestId?: string };

const WRONG_PASSWORD = "Wrong-Passw0rd-Seclog";
let written: string[] = [];
const previousLevel = logger.level;

beforeAll(() => {
  logger.level = "info";
  jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  });
});

afterEach(() => {
  // Nothing a client sent as a secret or as its address book entry is ever in a line.
  const text = written.join("");
  expect(text).not.toContain(WRONG_PASSWORD);
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toMatch(/seclog-[a-z0-9]+-\d+@example\.test/);
  written = [];
});

afterAll(async () => {
  jest.restoreAllMocks();
  logger.level = previousLevel;
  await getDb().$disconnect();
});

function lines(): Line[] {
  return written
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);
}

const events = (event: string) => lines().filter((line) => line.msg === "security event" && line.event === event);

async function wrongSignIn(email: string, ip: string) {
  return call(signin, "POST", "/api/signin", {
    body: { email, password: WRONG_PASSWORD, altcha: await solvedAltcha() },
    ip,
  });
}

describe("security event lines", () => {
  it("logs a failed sign-in with the address, the code and the hashed account, under the request's id", async () => {
    const { email } = await signUpVerified("seclog");
    written = [];
    const ip = freshIp();
    const response = await wrongSignIn(email, ip);
    expect(response.json.code).toBe(100002);
    const requestId = response.headers.get("x-request-id");
    expect(events("sign_in_failed")).toEqual([
      expect.objectContaining({
        level: 40,
        event: "sign_in_failed",
        code: 100002,
        clientAddress: ip,
        account: hashAccount(email),
        method: "POST",
        path: "/api/signin",
        requestId,
      }),
    ]);
    // The hash is the same for the same account however it is written, and differs between accounts.
    expect(hashAccount(` ${email.toUpperCase()} `)).toBe(hashAccount(email));
    expect(hashAccount(uniqueEmail("seclog"))).not.toBe(hashAccount(email));
    // The access line of the same request carries the same id.
    expect(lines().filter((line) => line.msg === "request" && line.requestId === requestId)).toHaveLength(1);
  });

  it("logs the start of a pause (a service's line, with the request id) and each refusal while paused", async () => {
    const { email } = await signUpVerified("seclog");
    const ip = freshIp();
    let lastId: string | null = null;
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) lastId = (await wrongSignIn(email, ip)).headers.get("x-request-id");
    expect(events("sign_in_failed")).toHaveLength(SIGN_IN_FAILURE_LIMIT);
    expect(events("sign_in_pause_started")).toEqual([
      expect.objectContaining({ clientAddress: ip, account: hashAccount(email), requestId: lastId }),
    ]);
    const paused = await call(signin, "POST", "/api/signin", {
      body: { email, password: PASSWORD, altcha: await solvedAltcha() },
      ip,
    });
    expect(paused.status).toBe(429);
    expect(events("sign_in_paused")).toEqual([
      expect.objectContaining({
        code: 100020,
        clientAddress: ip,
        account: hashAccount(email),
        requestId: paused.headers.get("x-request-id"),
      }),
    ]);
  });

  it("logs a rejected e-mail code with the hashed account", async () => {
    const email = uniqueEmail("seclog");
    const ip = freshIp();
    const response = await call(verifyEmail, "POST", "/api/users/verifyEmail", {
      body: { email, veriCode: "000000" },
      ip,
    });
    expect(response.json.code).toBe(100003);
    expect(events("code_rejected")).toEqual([
      expect.objectContaining({
        code: 100003,
        clientAddress: ip,
        account: hashAccount(email),
        path: "/api/users/verifyEmail",
      }),
    ]);
  });

  it("logs refused cross-site requests, through createHandler and next-auth's own route", async () => {
    const ip = freshIp();
    const headers = { origin: "http://evil.test", "content-type": "application/json" };
    const refused = await call(createEmpty, "POST", "/api/resumes/empty", { body: {}, headers, ip });
    expect(refused.status).toBe(403);
    const form = await nextAuthPost(
      new NextRequest("http://localhost/api/auth/signin/github", {
        method: "POST",
        headers: { origin: "http://evil.test", "x-resumecraft-client-address": ip },
      }),
      { params: Promise.resolve({ nextauth: ["signin", "github"] }) },
    );
    expect(form.status).toBe(403);
    expect(events("cross_site_refused")).toEqual([
      expect.objectContaining({
        code: 200009,
        clientAddress: ip,
        path: "/api/resumes/empty",
        requestId: refused.headers.get("x-request-id"),
      }),
      expect.objectContaining({ code: 200009, clientAddress: ip, method: "POST", path: "/api/auth/signin/github" }),
    ]);
  });

  it("logs a webhook delivery refused for its signature", async () => {
    const ip = freshIp();
    const response = await call(stripeWebhook, "POST", "/api/stripe/webhook", {
      body: { id: "evt_forged", type: "checkout.session.completed" },
      headers: { "stripe-signature": "t=1,v1=forged" },
      ip,
    });
    expect(response.status).toBe(400);
    expect(events("webhook_refused")).toEqual([
      expect.objectContaining({ code: 400005, clientAddress: ip, path: "/api/stripe/webhook" }),
    ]);
  });
});

describe("request ids on service lines", () => {
  it("adds the request's id to every line logged while it runs, also after an await and in work it started", async () => {
    let finishLater: Promise<void> = Promise.resolve();
    const handler = createHandler({ auth: "none" }, async () => {
      logger.info({ step: 1 }, "service line");
      await new Promise((resolve) => setImmediate(resolve));
      logger.child({ part: "inner" }).warn({ step: 2 }, "service line");
      finishLater = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
        logger.info({ step: 3 }, "service line"),
      );
      return { ok: true };
    });
    const [first, second] = await Promise.all([
      handler(new NextRequest("http://localhost/api/test-a", { headers: { "x-request-id": "req-a" } })),
      handler(new NextRequest("http://localhost/api/test-b")),
    ]);
    await finishLater;
    const idB = second.headers.get("x-request-id");
    expect(first.headers.get("x-request-id")).toBe("req-a");
    const service = lines().filter((line) => line.msg === "service line");
    expect(service.filter((line) => line.requestId === "req-a").map((line) => line.step)).toEqual(
      expect.arrayContaining([1, 2]),
    );
    expect(service.filter((line) => line.requestId === idB).map((line) => line.step)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    expect(service.every((line) => line.requestId === "req-a" || line.requestId === idB)).toBe(true);
    // Outside a request a line has no id.
    logger.info("outside");
    expect(lines().find((line) => line.msg === "outside")?.requestId).toBeUndefined();
  });
});
