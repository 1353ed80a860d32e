// Calls the review route handlers as Next does, with users seeded straight into the database and sessions minted
// the way lib/server/auth/get-session.ts reads them (next-auth/jwt `encode`, claims sub + sessionVersion + sid).
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import type { RouteContext } from "@/lib/server/api/handler";

// Before anything reads the configuration (lib/server/env.ts parses once).
process.env.AUTH_SECRET ||= "integration-site-secret-0123456789abcdef";
process.env.LOG_LEVEL = "silent";

type Handler = (req: NextRequest, route?: RouteContext) => Promise<Response>;
export type ApiResult = {
  status: number;
  json: { code: number; data?: unknown; message?: string; details?: { path: string; key: string }[] };
};

export async function callApi(
  handler: Handler,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; params?: Record<string, string> } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: "203.0.113.7" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.cookie = `x-cid=${options.token}`;
  const req = new NextRequest(new URL(url, "http://localhost"), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  return { status: response.status, json: (await response.json()) as ApiResult["json"] };
}

let counter = 0;

/** A user row plus a valid session token for it. */
export async function seedUser(
  role: "USER" | "ADMIN" = "USER",
  nickName = "Reviewer",
): Promise<{ id: string; token: string }> {
  const { db } = await import("@/lib/server/db");
  const { env } = await import("@/lib/server/env");
  const email = `site-${role.toLowerCase()}-${Date.now().toString(36)}-${++counter}@example.test`;
  const user = await db.user.create({ data: { email, nickName, role, emailVerifiedAt: new Date() } });
  const { startSession } = await import("@/lib/server/services/sessions/start-session");
  const sid = await startSession(user, { userAgent: null, clientAddress: null });
  const token = await encode({
    token: { sub: user.id, sessionVersion: user.sessionVersion, sid },
    secret: env().AUTH_SECRET ?? "",
  });
  return { id: user.id, token };
}
