// Creating resumes: the regular cap of 5 (also under concurrency), pro templates, defaults and bad input.
import { seedResume, seedUser, call, dataOf } from "./helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { POST as createEmpty } from "@/app/api/resumes/empty/route";
import { GET as count } from "@/app/api/resumes/count/route";
import { getDb } from "@/lib/server/db";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

afterAll(async () => getDb().$disconnect());

const empty = (user: Awaited<ReturnType<typeof seedUser>>, body: unknown = {}) =>
  call(createEmpty, { method: "POST", path: "/api/resumes/empty", user, body });

describe("POST /api/resumes/empty", () => {
  it("creates a blank resume for the session's user, ignoring a userId in the body", async () => {
    const user = await seedUser();
    const other = await seedUser();
    const result = await empty(user, { userId: other.id, name: "  Backend CV  ", lang: "zh" });
    expect(result.status).toBe(200);
    const resume = dataOf<ResumeDto>(result);
    expect(resume).toMatchObject({
      name: "Backend CV",
      version: 1,
      config: { templateName: "TemplateModern", templateTheme: "emerald", lang: "ch", isPublic: false },
    });
    expect(resume.data.sections.map((s) => s.name)).toEqual(["工作经历", "教育背景", "专业技能"]);
    expect(dataOf<{ count: number }>(await call(count, { user }))).toEqual({ count: 1 });
    expect(dataOf<{ count: number }>(await call(count, { user: other }))).toEqual({ count: 0 });
  });

  it("puts a profile section with sample text first for the intro template", async () => {
    const resume = dataOf<ResumeDto>(await empty(await seedUser(), { template: "TemplateIntro" }));
    expect(resume.config).toMatchObject({ templateName: "TemplateIntro", templateTheme: "indigo" });
    expect(resume.data.sections[0]).toMatchObject({ profile: true, kind: "profile" });
    expect(resume.data.sections[0]?.data[0]?.description.length).toBeGreaterThan(20);
  });

  it("starts on the theme picked on the template page, in either language (issue 21 item 3)", async () => {
    const user = await seedUser();
    const en = dataOf<ResumeDto>(await empty(user, { template: "TemplateModern", theme: "rose", lang: "en" }));
    expect(en.config).toMatchObject({ templateName: "TemplateModern", templateTheme: "rose", lang: "en" });
    const zh = dataOf<ResumeDto>(await empty(user, { template: "TemplateIntro", theme: "copper", lang: "zh" }));
    expect(zh.config).toMatchObject({ templateName: "TemplateIntro", templateTheme: "copper", lang: "ch" });
  });

  it("refuses a theme the template does not offer with a 400 naming the field, creating nothing", async () => {
    const user = await seedUser();
    for (const theme of ["violet-ish", "copper", "  "]) {
      const refused = await empty(user, { template: "TemplateModern", theme });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(200002);
      expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: "theme" })]));
    }
    expect(dataOf<{ count: number }>(await call(count, { user }))).toEqual({ count: 0 });
  });

  it("refuses the sixth resume of a regular user with the cap in the answer; trashed ones do not count", async () => {
    const user = await seedUser();
    for (let i = 0; i < 4; i++) await seedResume(user.id);
    await seedResume(user.id, { deletedAt: new Date() });
    expect((await empty(user)).status).toBe(200);
    const refused = await empty(user);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 300001,
      message: "Regular users can create up to 5 resumes",
      key: "resumeLimitReached",
      values: { max: 5 },
      details: { max: 5 },
    });
    expect(dataOf<{ count: number }>(await call(count, { user }))).toEqual({ count: 5 });
  });

  it("lets premium users go past 5, and a lapsed membership counts as regular", async () => {
    const premium = await seedUser("premium");
    for (let i = 0; i < 5; i++) await seedResume(premium.id);
    expect((await empty(premium)).status).toBe(200);
    const expired = await seedUser("expired");
    for (let i = 0; i < 5; i++) await seedResume(expired.id);
    expect((await empty(expired)).status).toBe(403);
  });

  it("never lets concurrent creates take a regular user past 5", async () => {
    const user = await seedUser();
    const results = await Promise.all(Array.from({ length: 9 }, () => empty(user)));
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.code === 300001)).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 403)).toEqual([]);
    expect(dataOf<{ count: number }>(await call(count, { user }))).toEqual({ count: 5 });
  });

  it("keeps pro templates for members and refuses unknown templates and blank names with 400", async () => {
    const regular = await seedUser();
    const pro = await empty(regular, { template: "TemplateExecutive" });
    expect(pro.status).toBe(403);
    expect(pro.body).toMatchObject({
      code: 300002,
      message: "This template is exclusive to members, upgrade to unlock",
    });
    const premium = await seedUser("premium");
    expect(dataOf<ResumeDto>(await empty(premium, { template: "TemplateExecutive" })).config.templateName).toBe(
      "TemplateExecutive",
    );

    const unknown = await empty(regular, { template: "TemplateNope" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(200002);
    const blank = await empty(regular, { name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain("Text cannot be empty");
    expect(dataOf<{ count: number }>(await call(count, { user: regular }))).toEqual({ count: 0 });
  });

  it("answers 401 without a session", async () => {
    const result = await call(createEmpty, { method: "POST", path: "/api/resumes/empty", body: {} });
    expect(result.status).toBe(401);
  });
});
