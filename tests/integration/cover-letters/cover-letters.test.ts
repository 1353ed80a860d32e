// Cover letters through their routes (issue 26 item 3), against PostgreSQL: the template in the resume's language,
// saves as versions (the first from the template), a stale save's 409 with the current letter, restore, at most 20
// versions kept, concurrent saves of one version ending in one, bad input 400 with its key and nothing written, another
// user's application 404 everywhere, and the letter's versions in "download my data", gone with the application and
// with the account.
import { afterAll, describe, expect, it } from "@jest/globals";
import { db } from "@/lib/server/db";
import { exportUserData } from "@/lib/server/services/users/export-user-data";
import type {
  CoverLetterDto,
  CoverLetterStateDto,
  CoverLetterTemplateDto,
} from "@/lib/shared/validations/cover-letters/cover-letter";
import { dataOf, seedResume, seedUser } from "@/tests/integration/resumes/helpers";
import { deleteApp, newApp } from "@/tests/integration/applications/helpers";
import { letterState, letterTemplate, restoreLetter, saveLetter } from "./cover-letter-api";

afterAll(() => db.$disconnect());

async function appWithResume(lang: "en" | "ch" = "en") {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { lang });
  const app = await newApp(user, { resumeId: resume.id });
  return { user, app };
}

describe("the template and saves", () => {
  it("starts from the template in the resume's language and saves it as version 1, then edits as version 2", async () => {
    const { user, app } = await appWithResume("ch");
    const empty = await letterState(user, app.id);
    expect(empty.status).toBe(200);
    expect(dataOf<CoverLetterStateDto>(empty)).toEqual({ current: null, versions: [] });

    const template = dataOf<CoverLetterTemplateDto>(await letterTemplate(user, app.id));
    expect(template.lang).toBe("ch");
    expect(template.body).toMatch(/^尊敬的Acme Corp招聘负责人：/);
    expect(template.body).toContain("资深软件工程师");
    expect(await db.coverLetter.count({ where: { userId: user.id } })).toBe(0);

    const first = await saveLetter(user, app.id, { body: template.body, lang: "ch", version: 0, fromTemplate: true });
    expect(first.status).toBe(200);
    expect(dataOf<CoverLetterDto>(first)).toMatchObject({ version: 1, source: "template", lang: "ch" });
    const second = await saveLetter(user, app.id, {
      body: "尊敬的招聘负责人：\r\n\r\n您好。 ",
      lang: "ch",
      version: 1,
    });
    expect(dataOf<CoverLetterDto>(second)).toMatchObject({
      version: 2,
      source: "edit",
      body: "尊敬的招聘负责人：\n\n您好。",
    });

    const state = dataOf<CoverLetterStateDto>(await letterState(user, app.id));
    expect(state.current?.version).toBe(2);
    expect(state.versions.map((v) => [v.version, v.source])).toEqual([
      [2, "edit"],
      [1, "template"],
    ]);
  });

  it("answers a save of a stale version 409 with the current letter, and writes nothing", async () => {
    const { user, app } = await appWithResume();
    await saveLetter(user, app.id, { body: "One", lang: "en", version: 0 });
    await saveLetter(user, app.id, { body: "Two", lang: "en", version: 1 });
    const stale = await saveLetter(user, app.id, { body: "From an old tab", lang: "en", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, key: "conflict" });
    expect((stale.body.details as { current: CoverLetterDto }).current).toMatchObject({ version: 2, body: "Two" });
    const again = await saveLetter(user, app.id, { body: "Also stale", lang: "en", version: 0 });
    expect(again.status).toBe(409);
    expect(await db.coverLetter.count({ where: { applicationId: app.id } })).toBe(2);
  });

  it("lets exactly one of ten concurrent saves of one version through; the rest are 409", async () => {
    const { user, app } = await appWithResume();
    await saveLetter(user, app.id, { body: "Base", lang: "en", version: 0 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => saveLetter(user, app.id, { body: `Tab ${i}`, lang: "en", version: 1 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const rows = await db.coverLetter.findMany({ where: { applicationId: app.id }, orderBy: { version: "asc" } });
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
  });

  it("restores an earlier version as the newest, over the version shown", async () => {
    const { user, app } = await appWithResume();
    await saveLetter(user, app.id, { body: "First", lang: "en", version: 0 });
    await saveLetter(user, app.id, { body: "Second", lang: "en", version: 1 });
    const restored = await restoreLetter(user, app.id, { from: 1, version: 2 });
    expect(dataOf<CoverLetterDto>(restored)).toMatchObject({ version: 3, source: "restore", body: "First" });
    expect((await restoreLetter(user, app.id, { from: 2, version: 2 })).status).toBe(409);
    expect((await restoreLetter(user, app.id, { from: 9, version: 3 })).status).toBe(404);
  });

  it("keeps the newest 20 versions", async () => {
    const { user, app } = await appWithResume();
    for (let version = 0; version < 23; version += 1)
      expect((await saveLetter(user, app.id, { body: `v${version + 1}`, lang: "en", version })).status).toBe(200);
    const state = dataOf<CoverLetterStateDto>(await letterState(user, app.id));
    expect(state.versions).toHaveLength(20);
    expect(state.versions[0]?.version).toBe(23);
    expect(state.versions.at(-1)?.version).toBe(4);
    expect((await restoreLetter(user, app.id, { from: 3, version: 23 })).status).toBe(404);
  });

  it("refuses bad input with a 400 and its message key, writing nothing", async () => {
    const { user, app } = await appWithResume();
    const cases: [unknown, string][] = [
      [{ body: "   ", lang: "en", version: 0 }, "Applications.coverLetter.errors.required"],
      [{ body: "x".repeat(10_001), lang: "en", version: 0 }, "Applications.coverLetter.errors.tooLong"],
      [{ body: "Hi\u0007there", lang: "en", version: 0 }, "Applications.coverLetter.errors.control"],
      // Text PostgreSQL cannot store is refused by the handler for every route (lib/server/api/unsafe-text.ts).
      [{ body: "Hi\u0000there", lang: "en", version: 0 }, "ApiErrors.invalidCharacters"],
    ];
    for (const [body, key] of cases) {
      const refused = await saveLetter(user, app.id, body);
      expect(refused.status).toBe(400);
      expect((refused.body.details as { key: string }[])[0]?.key).toBe(key);
    }
    expect((await saveLetter(user, app.id, { body: "Hi", lang: "klingon", version: 0 })).status).toBe(400);
    expect((await saveLetter(user, app.id, { body: "Hi", lang: "en", version: 0, userId: "x" })).status).toBe(400);
    expect(await db.coverLetter.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("writes an English template without a resume, asking for the name", async () => {
    const user = await seedUser("regular");
    const app = await newApp(user);
    const template = dataOf<CoverLetterTemplateDto>(await letterTemplate(user, app.id));
    expect(template).toMatchObject({ lang: "en" });
    expect(template.body.endsWith("Sincerely,\n[Your name]")).toBe(true);
  });
});

describe("scoping", () => {
  it("answers another user 404 on every call and changes nothing", async () => {
    const { user, app } = await appWithResume();
    await saveLetter(user, app.id, { body: "Mine", lang: "en", version: 0 });
    const other = await seedUser("regular");
    expect((await letterState(other, app.id)).status).toBe(404);
    expect((await letterTemplate(other, app.id)).status).toBe(404);
    expect((await saveLetter(other, app.id, { body: "Theirs", lang: "en", version: 1 })).status).toBe(404);
    expect((await restoreLetter(other, app.id, { from: 1, version: 1 })).status).toBe(404);
    expect((await letterState(other, "no-such-application")).status).toBe(404);
    const rows = await db.coverLetter.findMany({ where: { applicationId: app.id } });
    expect(rows.map((r) => [r.body, r.userId])).toEqual([["Mine", user.id]]);
  });
});

describe("the data they belong to", () => {
  it("exports every kept version, and none of another user's", async () => {
    const { user, app } = await appWithResume();
    await saveLetter(user, app.id, { body: "One", lang: "en", version: 0, fromTemplate: true });
    await saveLetter(user, app.id, { body: "Two", lang: "en", version: 1 });
    const other = await appWithResume();
    await saveLetter(other.user, other.app.id, { body: "Not yours", lang: "en", version: 0 });
    const exported = await exportUserData(user.id);
    expect(exported.coverLetters.map((l) => [l.applicationId, l.version, l.source, l.body])).toEqual([
      [app.id, 1, "template", "One"],
      [app.id, 2, "edit", "Two"],
    ]);
  });

  it("go with their application and with the account", async () => {
    const { user, app } = await appWithResume();
    await saveLetter(user, app.id, { body: "One", lang: "en", version: 0 });
    expect((await deleteApp(user, app.id)).status).toBe(200);
    expect(await db.coverLetter.count({ where: { applicationId: app.id } })).toBe(0);
    const second = await appWithResume();
    await saveLetter(second.user, second.app.id, { body: "Two", lang: "en", version: 0 });
    await db.user.delete({ where: { id: second.user.id } });
    expect(await db.coverLetter.count({ where: { userId: second.user.id } })).toBe(0);
  });
});
