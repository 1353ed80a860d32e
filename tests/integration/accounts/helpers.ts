// Calls our route handlers as Next does, solves ALTCHA challenges like the browser widget, and reads the outbox.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import type { RouteContext } from "@/lib/server/api/handler";

// Before anything reads the configuration: mails of this test file go to a private outbox.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "rb-accounts-"));

type Handler = (req: NextRequest, route?: RouteContext) => Promise<Response>;
type CallOptions = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  ip?: string;
};
export type CallResult = {
  status: number;
  json: { code: number; data?: unknown; message?: string };
  cookie: string | null;
  headers: Headers;
};

let ipCounter = 0;
/** Every call comes from its own address unless told otherwise, so per-IP limits do not leak between tests. */
export const freshIp = (): string => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export async function call(
  handler: Handler,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const ip = options.ip ?? freshIp();
  const headers: Record<string, string> = { "x-forwarded-for": ip, [CLIENT_ADDRESS_HEADER]: ip, ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.cookie = `x-cid=${options.token}`;
  const req = new NextRequest(new URL(url, "http://localhost"), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  // Mail and sign-up writes run after the answer (lib/server/utils/run-in-background.ts): a test reads them as done.
  await (await import("@/lib/server/utils/run-in-background")).settleBackgroundWork();
  const json = (await response.json()) as CallResult["json"];
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("x-cid=")) ?? null;
  return { status: response.status, json, cookie, headers: response.headers };
}

export async function solvedAltcha(): Promise<string> {
  const { GET } = await import("@/app/api/altcha/route");
  const ip = freshIp();
  const response = await GET(
    new NextRequest("http://localhost/api/altcha", { headers: { "x-forwarded-for": ip, [CLIENT_ADDRESS_HEADER]: ip } }),
  );
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

let emailCounter = 0;
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${++emailCounter}@example.test`;

export async function mailsTo(to: string): Promise<{ subject?: string; text: string; html?: string }[]> {
  const { readOutbox } = await import("@/lib/server/mail/outbox");
  return (await readOutbox(1000)).filter((message) => message.to === to);
}

export async function lastCodeFor(to: string): Promise<string> {
  const [latest] = await mailsTo(to);
  const code = latest?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export const tokenOf = (result: CallResult): string => (result.json.data as { token: string }).token;
