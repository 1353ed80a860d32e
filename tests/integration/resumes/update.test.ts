// PATCH /api/resumes/{id}: the four modes, optimistic concurrency, premium stripping, custom URLs, bad input.
import { seedResume, seedUser, call, dataOf, type TestUser } from "./helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as getOne, PATCH } from "@/app/api/resumes/[id]/route";
import { db, getDb } from "@/lib/server/db";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto, SaveResultDto } from "@/lib/shared/validations/resumes/resume-dto";

// Pending cover renders of the saves below are dropped when the suite ends (tests/setup/integration.ts).
afterAll(async () => getDb().$disconnect());

async function patch(user: TestUser, id: string, body: unknown) {
  const result = await call(PATCH, { method: "PATCH", path: `/api/resumes/${id}`, user, body, params: { id } });
  return result;
}
const fetchOne = async (user: TestUser, id: string) =>
  dataOf<ResumeDto>(await call(getOne, { path: `/api/resumes/${id}`, user, params: { id } }));
const premiumConfig = {
  emailIsHidden: true,
  cellphoneIsHidden: true,
  removeBranding: true,
  showShareBtn: true,
  downloadable: true,
  showToggleDarkMode: true,
};

describe("PATCH /api/resumes/{id}: modes and versions", () => {
  it("saves each mode, inferred or explicit, and bumps the version every time", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const basic = await patch(user, row.id, { name: "Renamed", version: 1 });
    expect(basic.status).toBe(200);
    expect(dataOf<SaveResultDto>(basic)).toEqual({
      _id: row.id,
      name: "Renamed",
      coverImg: null,
      updatedAt: expect.any(String),
      version: 2,
    });

    const { data, config } = sampleResume("en");
    const withName = { ...data, basicInfo: { ...data.basicInfo, name: "Ada Lovelace" } };
    expect((await patch(user, row.id, { data: withName, version: 2 })).status).toBe(200);
    expect(
      (
        await patch(user, row.id, {
          mode: "config",
          config: { ...config, templateTheme: "blue", isPublic: true },
          version: 3,
        })
      ).status,
    ).toBe(200);
    const full = await patch(user, row.id, {
      mode: "full",
      name: "Full",
      coverImg: "/api/files/cover.png",
      data,
      config,
      version: 4,
    });
    expect(dataOf<SaveResultDto>(full)).toMatchObject({ name: "Full", coverImg: "/api/files/cover.png", version: 5 });

    const stored = await db.resume.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.isPublic).toBe(false);
    expect((await fetchOne(user, row.id)).version).toBe(5);
  });

  it("mirrors isPublic and allowIndexing into their columns", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { config } = sampleResume("en");
    await patch(user, row.id, { config: { ...config, isPublic: true, allowIndexing: true }, version: 1 });
    expect(await db.resume.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      isPublic: true,
      allowIndexing: true,
      customUrl: null,
    });
  });

  it("answers 409 with the server copy on a stale version, and force overwrites it", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    expect((await patch(user, row.id, { name: "From tab A", version: 1 })).status).toBe(200);
    const stale = await patch(user, row.id, { name: "From tab B", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(409);
    const current = (stale.body.details as { current: ResumeDto }).current;
    expect(current).toMatchObject({ _id: row.id, name: "From tab A", version: 2 });
    expect(current.data.basicInfo.name).toBe("Emily Carter");

    const forced = await patch(user, row.id, { name: "From tab B", version: 1, force: true });
    expect(dataOf<SaveResultDto>(forced)).toMatchObject({ name: "From tab B", version: 3 });
  });

  it("lets exactly one of two concurrent saves of the same version win", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const results = await Promise.all([
      patch(user, row.id, { name: "One", version: 1 }),
      patch(user, row.id, { name: "Two", version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await fetchOne(user, row.id)).version).toBe(2);
  });
});

describe("PATCH /api/resumes/{id}: premium rules", () => {
  it("forces premium-only options off and keeps the custom URL for a regular user", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { config } = sampleResume("en");
    const saved = await patch(user, row.id, {
      config: { ...config, ...premiumConfig, customURL: "regular-wants-this" },
      uuid: "11111111-2222-4333-8444-555555555555",
      version: 1,
    });
    expect(saved.status).toBe(200);
    const after = await fetchOne(user, row.id);
    expect(after.config).toMatchObject({
      emailIsHidden: false,
      cellphoneIsHidden: false,
      removeBranding: false,
      showShareBtn: false,
      downloadable: false,
      showToggleDarkMode: false,
      customURL: "",
    });
    expect(after.uuid).toBe(row.uuid);
    expect((await db.resume.findUniqueOrThrow({ where: { id: row.id } })).customUrl).toBeNull();
  });

  it("keeps premium options, the custom URL and a new uuid for a premium user; custom URLs are unique", async () => {
    const owner = await seedUser("premium");
    const rival = await seedUser("premium");
    const mine = await seedResume(owner.id);
    const theirs = await seedResume(rival.id);
    const { config } = sampleResume("en");
    const uuid = crypto.randomUUID();
    const saved = await patch(owner, mine.id, {
      config: { ...config, ...premiumConfig, customURL: `ada-${mine.id}` },
      uuid,
      version: 1,
    });
    expect(saved.status).toBe(200);
    const after = await fetchOne(owner, mine.id);
    expect(after.config).toMatchObject({ ...premiumConfig, customURL: `ada-${mine.id}` });
    expect(after.uuid).toBe(uuid);
    expect((await db.resume.findUniqueOrThrow({ where: { id: mine.id } })).customUrl).toBe(`ada-${mine.id}`);

    const taken = await patch(rival, theirs.id, { config: { ...config, customURL: `ada-${mine.id}` }, version: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 300003, message: "This custom URL is already occupied" });
    expect((await fetchOne(rival, theirs.id)).version).toBe(1);
    // Saving your own custom URL again is not a clash.
    expect((await patch(owner, mine.id, { config: after.config, version: 2 })).status).toBe(200);
  });

  it("refuses malformed, reserved and blank custom URLs with 400", async () => {
    const user = await seedUser("premium");
    const row = await seedResume(user.id);
    const { config } = sampleResume("en");
    for (const [customURL, message] of [
      ["ab", "3 to 64"],
      ["Has Space", "3 to 64"],
      ["api", "reserved"],
      ["   ", "Text cannot be empty"],
    ] as const) {
      const result = await patch(user, row.id, { config: { ...config, customURL }, version: 1 });
      expect(result.status).toBe(400);
      expect(result.body.message).toContain(message);
    }
    expect((await fetchOne(user, row.id)).version).toBe(1);
  });

  it("refuses a regular user's switch to a pro template but keeps one the resume already has", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { config } = sampleResume("en");
    const refused = await patch(user, row.id, { config: { ...config, templateName: "TemplateTimeline" }, version: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(300002);
    await db.resume.update({
      where: { id: row.id },
      data: { config: { ...config, templateName: "TemplateTimeline" } },
    });
    expect(
      (
        await patch(user, row.id, {
          config: { ...config, templateName: "TemplateTimeline", templateTheme: "sky" },
          version: 1,
        })
      ).status,
    ).toBe(200);
    const unknown = await patch(user, row.id, { config: { ...config, templateName: "TemplateNope" }, version: 2 });
    expect(unknown.status).toBe(400);
  });
});

describe("PATCH /api/resumes/{id} without version (a docs/product.md §7 client)", () => {
  it("saves every mode last-write-wins, while a save that sends version keeps the 409 protocol", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { data, config } = sampleResume("en");
    // The four bodies exactly as docs/product.md §7 lists them: no version, no mode, no force.
    const modes: [string, Record<string, unknown>][] = [
      ["config", { config: { ...config, templateTheme: "blue" } }],
      ["basic", { name: "Renamed by a spec client", coverImg: "/api/files/c.png" }],
      [
        "data",
        { data: { basicInfo: { ...data.basicInfo, name: "Spec Client" }, sections: data.sections, links: data.links } },
      ],
      ["full", { name: "Full by a spec client", coverImg: null, data, config }],
    ];
    for (const [mode, body] of modes) {
      const result = await patch(user, row.id, body);
      expect({ mode, status: result.status }).toEqual({ mode, status: 200 });
      expect(dataOf<SaveResultDto>(result)).toMatchObject({
        _id: row.id,
        name: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    const after = await fetchOne(user, row.id);
    expect(after).toMatchObject({ name: "Full by a spec client", coverImg: null, version: 5 });

    // Version 1 is long gone: a client that names it still gets 409 with the server copy, in every mode.
    for (const [mode, body] of modes) {
      const stale = await patch(user, row.id, { ...body, version: 1 });
      expect({ mode, status: stale.status }).toEqual({ mode, status: 409 });
    }
    expect((await fetchOne(user, row.id)).version).toBe(5);
  });
});

describe("PATCH /api/resumes/{id}: bad input changes nothing", () => {
  it("answers 400 with details and leaves the row as it was", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { data, config } = sampleResume("en");
    const cases: unknown[] = [
      { name: "   ", version: 1 },
      { name: "x".repeat(121), version: 1 },
      { data: { ...data, sections: "nope" }, version: 1 },
      { config: { ...config, lang: "klingon" }, version: 1 },
      { mode: "data", name: "Wrong mode", version: 1 },
      { version: 1 },
      { coverImg: "javascript:alert(1)", version: 1 },
      { name: "Extra key", version: 1, userId: "someone" },
    ];
    for (const body of cases) {
      const result = await patch(user, row.id, body);
      expect({ body, status: result.status, code: result.body.code }).toEqual({ body, status: 400, code: 200002 });
      expect(Array.isArray(result.body.details)).toBe(true);
    }
    const blank = await patch(user, row.id, { name: "  ", version: 1 });
    expect(blank.body.message).toContain("Text cannot be empty");
    const after = await db.resume.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ name: row.name, version: 1, data: row.data, config: row.config });
  });
});

describe("PATCH /api/resumes/{id}: unreadable text (issue 27 item 3)", () => {
  it("refuses a font size below 8 px with the check's message key at the field, and keeps a readable one", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const { data } = sampleResume("en");
    const withSize = (fontSize: number) => ({
      ...data,
      sections: data.sections.map((section, s) =>
        s === 1
          ? { ...section, data: section.data.map((item, i) => (i === 0 ? { ...item, styles: { fontSize } } : item)) }
          : section,
      ),
    });
    const refused = await patch(user, row.id, { data: withSize(2), version: 1 });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code: 200002 });
    expect(refused.body.details).toEqual([
      {
        path: "data.sections.1.data.0.styles.fontSize",
        key: "Editor.resumeCheck.fontTooSmall",
        message: expect.stringContaining("Text smaller than 8 px"),
      },
    ]);
    expect(await db.resume.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ version: 1, data: row.data });
    expect((await patch(user, row.id, { data: withSize(8), version: 1 })).status).toBe(200);
  });

  it("still saves a resume stored with one before the rule, and refuses only a new or changed one", async () => {
    const user = await seedUser();
    const { data } = sampleResume("en");
    const tinyAt = (document: typeof data, s: number, fontSize: number) => ({
      ...document,
      sections: document.sections.map((section, i) => (i === s ? { ...section, styles: { fontSize } } : section)),
    });
    // Stored as an older editor (or an import) could: nothing in the database refuses it.
    const row = await seedResume(user.id);
    await db.resume.update({ where: { id: row.id }, data: { data: tinyAt(data, 1, 3) } });
    const edited = { ...tinyAt(data, 1, 3), basicInfo: { ...data.basicInfo, title: "Staff Engineer" } };
    const kept = await patch(user, row.id, { data: edited, version: 1 });
    expect(kept.status).toBe(200);
    const pathsOf = (details: unknown) => (details as { path: string }[] | undefined)?.map((d) => d.path);
    const changed = await patch(user, row.id, { data: tinyAt(edited, 1, 2), version: 2 });
    expect({ status: changed.status, paths: pathsOf(changed.body.details) }).toEqual({
      status: 400,
      paths: ["data.sections.1.styles.fontSize"],
    });
    const added = await patch(user, row.id, { data: tinyAt(tinyAt(edited, 1, 3), 2, 4), version: 2 });
    expect(pathsOf(added.body.details)).toEqual(["data.sections.2.styles.fontSize"]);
    expect(await db.resume.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ version: 2, data: edited });
  });
});
