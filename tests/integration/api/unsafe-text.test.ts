// Issue 11 item 9: a NUL byte (or a lone UTF-16 surrogate) anywhere in a request used to reach PostgreSQL, which
// cannot store or even compare it, and the API answered 500. Every endpoint now refuses it as bad input (400, code
// 200003, a message the client translates) before anything is read or written. Walked here over the endpoints of
// docs/api.md that take ids, names, text, query strings or JSON, each followed by a check that nothing changed.
import { randomUUID } from "node:crypto";
import { seedResume, seedUser, call, type TestUser, type ApiBody } from "../resumes/helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as getOne, PATCH as patchResume, DELETE as deleteResume } from "@/app/api/resumes/[id]/route";
import { GET as exportJson } from "@/app/api/resumes/[id]/export-json/route";
import { POST as restore } from "@/app/api/resumes/[id]/restore/route";
import { POST as copy } from "@/app/api/resumes/copy/[id]/route";
import { POST as createEmpty } from "@/app/api/resumes/empty/route";
import { POST as importLink } from "@/app/api/resumes/import/route";
import { POST as importJson } from "@/app/api/resumes/import-json/route";
import { GET as listResumes } from "@/app/api/resumes/route";
import { GET as getTemplateRoute } from "@/app/api/templates/[id]/route";
import { GET as getExampleRoute } from "@/app/api/examples/[id]/route";
import { GET as listExamples } from "@/app/api/examples/route";
import { GET as listReviews, POST as writeReview } from "@/app/api/reviews/route";
import { PATCH as moderateReview } from "@/app/api/reviews/[id]/route";
import { POST as signUp } from "@/app/api/users/route";
import { POST as signIn } from "@/app/api/signin/route";
import { POST as forgetPassword } from "@/app/api/users/forgetPassword/route";
import { POST as verifyEmail } from "@/app/api/users/verifyEmail/route";
import { GET as checkInviter } from "@/app/api/user/checkInviter/route";
import { PATCH as updateUser } from "@/app/api/users/[id]/route";
import { GET as coverFile } from "@/app/api/covers/resumes/[file]/route";
import { GET as uploadedFile } from "@/app/api/upload/files/[...key]/route";
import { db, getDb } from "@/lib/server/db";
import { findExample } from "@/lib/server/services/catalogue/find-example";
import { findTemplate } from "@/lib/server/services/catalogue/find-template";
import { findOwnResume } from "@/lib/server/services/resumes/find-own-resume";
import { getResume } from "@/lib/server/services/resumes/get-resume";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

afterAll(async () => getDb().$disconnect());

const NUL = "\u0000";
const LONE_SURROGATE = "\uD800";

function expectRefused(result: { status: number; body: ApiBody }, label: string): void {
  expect({ label, status: result.status, code: result.body.code, message: result.body.message }).toEqual({
    label,
    status: 400,
    code: 200003,
    message: "The text contains a character that cannot be saved",
  });
}

/** Everything a refused call could have touched, to compare before and after. */
async function snapshot(user: TestUser) {
  const [resumes, owner, reviews, users] = await Promise.all([
    db.resume.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
    db.user.findUniqueOrThrow({ where: { id: user.id } }),
    db.review.count(),
    db.user.count(),
  ]);
  return { resumes, owner, reviews, users };
}

describe("NUL bytes and broken Unicode are refused as bad input everywhere", () => {
  it("answers 400 (200003) on every endpoint and changes nothing", async () => {
    const user = await seedUser("premium");
    const admin = await seedUser();
    await db.user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });
    const row = await seedResume(user.id, { name: "Untouched", isPublic: true });
    const { data, config } = sampleResume("en");
    const before = await snapshot(user);
    const id = row.id;
    const email = `nul-${randomUUID()}@example.com`;

    const cases: [string, () => Promise<{ status: number; body: ApiBody }>][] = [
      // Ids in paths.
      ["GET resume id", () => call(getOne, { path: "/api/resumes/x", user, params: { id: `${id}${NUL}` } })],
      [
        "DELETE resume id",
        () => call(deleteResume, { method: "DELETE", path: "/api/resumes/x", user, params: { id: NUL } }),
      ],
      [
        "restore id",
        () => call(restore, { method: "POST", path: "/api/resumes/x/restore", user, params: { id: NUL } }),
      ],
      ["export-json id", () => call(exportJson, { path: "/api/resumes/x/export-json", user, params: { id: NUL } })],
      [
        "copy id",
        () => call(copy, { method: "POST", path: "/api/resumes/copy/x", user, params: { id: NUL }, body: {} }),
      ],
      ["template id", () => call(getTemplateRoute, { path: "/api/templates/x", params: { id: `Template${NUL}` } })],
      ["example id", () => call(getExampleRoute, { path: "/api/examples/x", params: { id: NUL } })],
      [
        "review id",
        () =>
          call(moderateReview, {
            method: "PATCH",
            path: "/api/reviews/x",
            user: admin,
            params: { id: NUL },
            body: { status: "APPROVED" },
          }),
      ],
      [
        "user id",
        () =>
          call(updateUser, {
            method: "PATCH",
            path: "/api/users/x",
            user,
            params: { id: NUL },
            body: { nickName: "Ada" },
          }),
      ],
      ["cover file", () => call(coverFile, { path: "/api/covers/resumes/x.webp", params: { file: `a${NUL}.webp` } })],
      [
        "upload key",
        () => call(uploadedFile, { path: "/api/upload/files/x", params: { key: ["avatars", `a${NUL}.png`] } }),
      ],
      // Query strings.
      ["resume list query", () => call(listResumes, { path: "/api/resumes?currentPage=1%00", user })],
      ["example category", () => call(listExamples, { path: `/api/examples?category=${encodeURIComponent(NUL)}` })],
      ["review list query key", () => call(listReviews, { path: "/api/reviews?page%00Size=1" })],
      ["inviter", () => call(checkInviter, { path: "/api/user/checkInviter?inviter=%00" })],
      // Names and resume text.
      [
        "resume name (basic)",
        () => call(patchResume, { method: "PATCH", user, params: { id }, body: { name: `Ada${NUL}`, version: 1 } }),
      ],
      [
        "resume text (data)",
        () =>
          call(patchResume, {
            method: "PATCH",
            user,
            params: { id },
            body: { data: { ...data, basicInfo: { ...data.basicInfo, name: `A${NUL}` } }, version: 1 },
          }),
      ],
      [
        "resume text, lone surrogate",
        () =>
          call(patchResume, {
            method: "PATCH",
            user,
            params: { id },
            body: { data: { ...data, basicInfo: { ...data.basicInfo, name: `A${LONE_SURROGATE}` } }, version: 1 },
          }),
      ],
      [
        "resume config (full)",
        () =>
          call(patchResume, {
            method: "PATCH",
            user,
            params: { id },
            body: { name: "Full", data, config: { ...config, customURL: `ada${NUL}` }, version: 1 },
          }),
      ],
      [
        "object key",
        () =>
          call(patchResume, {
            method: "PATCH",
            user,
            params: { id },
            body: { data: { ...data, basicInfo: { ...data.basicInfo, [`x${NUL}`]: "y" } }, version: 1 },
          }),
      ],
      ["empty resume name", () => call(createEmpty, { method: "POST", user, body: { name: `New${NUL}` } })],
      [
        "import link",
        () => call(importLink, { method: "POST", user, body: { url: `http://localhost/r/${row.uuid}${NUL}` } }),
      ],
      [
        "JSON Resume object",
        () => call(importJson, { method: "POST", user, body: { json: { basics: { name: `Ada${NUL}` } } } }),
      ],
      // The file's text spells the NUL as an escape: only the parsed document holds it.
      [
        "JSON Resume text",
        () =>
          call(importJson, { method: "POST", user, body: { json: JSON.stringify({ basics: { name: `Ada${NUL}` } }) } }),
      ],
      [
        "review text",
        () =>
          call(writeReview, { method: "POST", user, body: { rating: 5, content: `Very good${NUL} indeed, thanks` } }),
      ],
      [
        "nickname",
        () => call(updateUser, { method: "PATCH", user, params: { id: user.id }, body: { nickName: `Ada${NUL}` } }),
      ],
      // Sign-up, sign-in and mail fields.
      [
        "sign-up password",
        () =>
          call(signUp, {
            method: "POST",
            path: "/api/users",
            body: { name: "Ada", email, password: `Secret123${NUL}`, altcha: "x" },
          }),
      ],
      [
        "sign-up name",
        () =>
          call(signUp, {
            method: "POST",
            path: "/api/users",
            body: { name: `Ada${NUL}`, email, password: "Secret123", altcha: "x" },
          }),
      ],
      [
        "sign-in e-mail",
        () =>
          call(signIn, {
            method: "POST",
            path: "/api/signin",
            body: { email: `${email}${NUL}`, password: "Secret123", altcha: "x" },
          }),
      ],
      [
        "forgot password",
        () =>
          call(forgetPassword, {
            method: "POST",
            path: "/api/users/forgetPassword",
            body: { email: `${NUL}${email}` },
          }),
      ],
      [
        "verify e-mail",
        () =>
          call(verifyEmail, {
            method: "POST",
            path: "/api/users/verifyEmail",
            body: { email, veriCode: `12345${NUL}` },
          }),
      ],
    ];
    for (const [label, run] of cases) expectRefused(await run(), label);
    // Spelled as an escape in the link, the NUL appears only once the path is decoded: refused as a bad link.
    const escaped = await call(importLink, {
      method: "POST",
      user,
      body: { url: `http://localhost/r/${row.uuid}%00` },
    });
    expect({ status: escaped.status, code: escaped.body.code }).toEqual({ status: 400, code: 200002 });

    expect(await snapshot(user)).toEqual(before);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("names where the character is in details", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { data } = sampleResume("en");
    const sections = data.sections.map((section, index) =>
      index === 1 ? { ...section, name: `Work${NUL}` } : section,
    );
    const result = await call(patchResume, {
      method: "PATCH",
      user,
      params: { id: row.id },
      body: { data: { ...data, sections }, version: 1 },
    });
    expect(result.body.details).toEqual([
      {
        path: "data.sections.1.name",
        message: "The text contains a character that cannot be saved",
        key: "ApiErrors.invalidCharacters",
      },
    ]);
  });

  it("keeps tabs, newlines and other characters of multi-line text valid", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { data } = sampleResume("en");
    const name = "Ada\tLovelace 👩‍💻 简历";
    const description = "Line one\r\nLine two\n\tindented\u000b\u001f";
    const [first, ...rest] = data.sections;
    if (!first) throw new Error("the sample has sections");
    const sections = [{ ...first, data: [{ ...first.data[0], title: "Item", description }] }, ...rest];
    const body = { data: { ...data, basicInfo: { ...data.basicInfo, name }, sections }, version: 1 };
    const result = await call(patchResume, { method: "PATCH", user, params: { id: row.id }, body });
    expect(result.status).toBe(200);
    const saved = await db.resume.findUniqueOrThrow({ where: { id: row.id } });
    const stored = saved.data as TResumeData;
    expect(stored.basicInfo.name).toBe(name);
    expect(stored.sections[0]?.data[0]?.description).toBe(description);
  });

  it("is an unknown id, not a failed query, for the lookups pages call directly (/editor, /examples, /templates)", async () => {
    const user = await seedUser();
    expect(await findOwnResume(user.id, `x${NUL}`)).toBeNull();
    await expect(getResume(user.id, `x${NUL}`)).rejects.toMatchObject({ status: 404 });
    expect(await findExample(`x${NUL}`)).toBeNull();
    expect(await findTemplate(`Template${NUL}`, "en")).toBeNull();
  });

  it("has the client's translation of code 200003 in both languages", () => {
    expect(en.ApiErrors.invalidCharacters).toBe("The text contains a character that cannot be saved");
    expect(zh.ApiErrors.invalidCharacters).toMatch(/字符/);
  });
});
