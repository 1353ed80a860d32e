// Seeds users with Prisma, mints the session cookie lib/server/auth/get-session.ts expects, and calls route handlers with a
// real NextRequest, so every test goes through createHandler exactly as production does.
import "./set-env";
import { randomUUID } from "node:crypto";
import { jest } from "@jest/globals";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { startSession } from "@/lib/server/services/sessions/start-session";

// The first request of a file loads the route modules and the Prisma client: slow on a busy 2-core machine.
jest.setTimeout(30_000);

export type ApiBody = { code: number; data?: unknown; message?: string; details?: unknown };
type Handler = (req: NextRequest, route?: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type TestUser = { id: string; token: string };

export async function seedUser(kind: "regular" | "premium" | "expired" = "regular"): Promise<TestUser> {
  const day = 24 * 60 * 60 * 1000;
  const membershipEndsAt =
    kind === "premium" ? new Date(Date.now() + 30 * day) : kind === "expired" ? new Date(Date.now() - day) : null;
  const user = await db.user.create({
    data: { email: `resumes-${randomUUID()}@example.com`, nickName: "Tester", membershipEndsAt },
  });
  // Tokens name their session record (sid) since sessions can be ended one by one.
  const sid = await startSession(user, { userAgent: null, clientAddress: null });
  const token = await encode({
    token: { sub: user.id, sessionVersion: user.sessionVersion, sid },
    secret: env().AUTH_SECRET ?? "",
  });
  return { id: user.id, token };
}

export async function call(
  handler: Handler,
  {
    method = "GET",
    path = "/api/resumes",
    user,
    body,
    params = {},
    headers: extraHeaders = {},
  }: {
    method?: string;
    path?: string;
    user?: TestUser;
    body?: unknown;
    params?: Record<string, string | string[]>;
    headers?: Record<string, string>;
  },
): Promise<{ status: number; body: ApiBody }> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (user) headers.cookie = `x-cid=${user.token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const req = new NextRequest(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(req, { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as ApiBody };
}

/** A resume row straight in the database (for fixtures the API would refuse, e.g. a sixth one). */
export async function seedResume(
  userId: string,
  overrides: {
    name?: string;
    isPublic?: boolean;
    customUrl?: string | null;
    deletedAt?: Date | null;
    lang?: "en" | "ch";
  } = {},
) {
  const { data, config } = sampleResume(overrides.lang ?? "en", {
    isPublic: overrides.isPublic ?? false,
    customURL: overrides.customUrl ?? "",
  });
  return db.resume.create({
    data: {
      userId,
      name: overrides.name ?? "Seeded",
      data,
      config,
      isPublic: overrides.isPublic ?? false,
      customUrl: overrides.customUrl ?? null,
      deletedAt: overrides.deletedAt ?? null,
    },
  });
}

export const dataOf = <T>(result: { body: ApiBody }): T => result.body.data as T;
