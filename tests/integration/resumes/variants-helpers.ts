// Master and variants (issue 26 item 1) through their routes (createHandler, as production runs them), with the resume
// tests' seeding and session cookie (helpers.ts).
import { expect } from "@jest/globals";
import { GET as getOne, PATCH } from "@/app/api/resumes/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/resumes/[id]/variants/route";
import { DELETE as detachRoute, PUT as convertRoute } from "@/app/api/resumes/[id]/variant/route";
import { POST as revertRoute } from "@/app/api/resumes/[id]/variant/revert/route";
import { GET as statusRoute } from "@/app/api/resumes/[id]/variant-status/route";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { call, dataOf, type TestUser } from "./helpers";

const at = (id: string, tail = "") => `/api/resumes/${id}${tail}`;

export const createVariant = (user: TestUser, id: string, body: unknown = {}) =>
  call(createRoute, { method: "POST", user, path: at(id, "/variants"), params: { id }, body });
export const listVariants = (user: TestUser, id: string) =>
  call(listRoute, { user, path: at(id, "/variants"), params: { id } });
export const convert = (user: TestUser, id: string, body: unknown) =>
  call(convertRoute, { method: "PUT", user, path: at(id, "/variant"), params: { id }, body });
export const detach = (user: TestUser, id: string) =>
  call(detachRoute, { method: "DELETE", user, path: at(id, "/variant"), params: { id } });
export const revert = (user: TestUser, id: string, body: unknown) =>
  call(revertRoute, { method: "POST", user, path: at(id, "/variant/revert"), params: { id }, body });
export const status = (user: TestUser, id: string) =>
  call(statusRoute, { user, path: at(id, "/variant-status"), params: { id } });
export const patch = (user: TestUser, id: string, body: unknown) =>
  call(PATCH, { method: "PATCH", user, path: at(id), params: { id }, body });

export async function read(user: TestUser, id: string): Promise<ResumeDto> {
  const result = await call(getOne, { user, path: at(id), params: { id } });
  expect(result.status).toBe(200);
  return dataOf<ResumeDto>(result);
}

/** Saves `change` applied to the resume's data at its current version, as the editor does. */
export async function edit(user: TestUser, id: string, change: (data: TResumeData) => void) {
  const current = await read(user, id);
  change(current.data);
  const saved = await patch(user, id, { data: current.data, version: current.version });
  expect(saved.status).toBe(200);
  return saved;
}

export async function newVariant(user: TestUser, masterId: string): Promise<ResumeDto> {
  const made = await createVariant(user, masterId);
  expect(made.status).toBe(200);
  return dataOf<ResumeDto>(made);
}

export const summary = (data: TResumeData) => data.sections.find((s) => s.profile)!.data[0]!.description;
