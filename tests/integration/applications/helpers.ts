// The applications API through its routes (createHandler, as production runs them), with the resume tests' seeding
// and session cookie (tests/integration/resumes/helpers.ts), and rows written straight to the database for fixtures
// the API would take too long to build (the 500 of the cap).
import { expect } from "@jest/globals";
import { NextRequest } from "next/server";
import { call, dataOf, type TestUser } from "@/tests/integration/resumes/helpers";
import { GET as listRoute, POST as createRoute } from "@/app/api/applications/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as updateRoute } from "@/app/api/applications/[id]/route";
import { POST as copyRoute } from "@/app/api/applications/[id]/copy-resume/route";
import { GET as exportRoute } from "@/app/api/applications/export/route";
import { POST as matchRoute } from "@/app/api/applications/match/route";
import { db } from "@/lib/server/db";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";

const base = "/api/applications";

export const listApps = (user: TestUser) => call(listRoute, { user, path: base });

export const createApp = (user: TestUser, body: unknown) =>
  call(createRoute, { method: "POST", user, path: base, body });

export const getApp = (user: TestUser, id: string) => call(getRoute, { user, path: `${base}/${id}`, params: { id } });

export const updateApp = (user: TestUser, id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(updateRoute, { method: "PATCH", user, path: `${base}/${id}`, params: { id }, body, headers });

export const deleteApp = (user: TestUser, id: string) =>
  call(deleteRoute, { method: "DELETE", user, path: `${base}/${id}`, params: { id } });

export const copyForJob = (user: TestUser, id: string, body: unknown) =>
  call(copyRoute, { method: "POST", user, path: `${base}/${id}/copy-resume`, params: { id }, body });

export const matchApp = (user: TestUser, body: unknown) =>
  call(matchRoute, { method: "POST", user, path: `${base}/match`, body });

/** The export as the browser receives it: status, headers and the body's exact bytes (the BOM included). */
export async function exportCsv(user: TestUser): Promise<{ status: number; headers: Headers; text: string }> {
  const req = new NextRequest(`http://localhost${base}/export`, { headers: { cookie: `x-cid=${user.token}` } });
  const response = await exportRoute(req, { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
}

export const job = (overrides: Record<string, unknown> = {}) => ({
  company: "Acme Corp",
  role: "Frontend Engineer",
  location: "Berlin",
  url: "https://jobs.example.com/acme/42",
  description: "We need React, TypeScript and GraphQL.\nYou will own our design system.",
  ...overrides,
});

export async function newApp(user: TestUser, body: Record<string, unknown> = {}): Promise<ApplicationDto> {
  const created = await createApp(user, { job: job(), ...body });
  expect(created.status).toBe(200);
  return dataOf<ApplicationDto>(created);
}

/** `count` applications straight in the database (the cap's fixture). */
export async function seedApps(userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 100) {
    const n = Math.min(100, count - i);
    const jobs = await db.job.createManyAndReturn({
      data: Array.from({ length: n }, (_, k) => ({ userId, company: `Co ${i + k}`, role: "Role" })),
      select: { id: true },
    });
    await db.application.createMany({ data: jobs.map((row) => ({ userId, jobId: row.id })) });
  }
}

/** The stored rows of a user, to show a refused call changed nothing. */
export const snapshotOf = (userId: string) =>
  db.application.findMany({
    where: { userId },
    include: { job: true },
    orderBy: { id: "asc" },
  });
