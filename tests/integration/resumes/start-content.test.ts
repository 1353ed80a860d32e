// Issue 21 item 3: a resume from a template starts with the template's sample (every entry flagged as a sample, the
// sample person's name and contact left out) or with blank entries that never print; a bad `start` creates nothing.
import { afterAll, describe, expect, it } from "@jest/globals";
import { seedUser, call, dataOf } from "./helpers";
import { POST as createEmpty } from "@/app/api/resumes/empty/route";
import { GET as count } from "@/app/api/resumes/count/route";
import { getDb } from "@/lib/server/db";
import { printableItems } from "@/lib/shared/resume/printable-items";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

afterAll(async () => getDb().$disconnect());

const empty = (user: Awaited<ReturnType<typeof seedUser>>, body: unknown) =>
  call(createEmpty, { method: "POST", path: "/api/resumes/empty", user, body });

describe("POST /api/resumes/empty with start", () => {
  it("'sample' copies the template's sample entries, each flagged, in the resume's language", async () => {
    const user = await seedUser();
    for (const [lang, sampleLang] of [
      ["en", "en"],
      ["zh", "ch"],
    ] as const) {
      const resume = dataOf<ResumeDto>(
        await empty(user, { template: "TemplateModern", theme: "rose", lang, start: "sample" }),
      );
      const sample = sampleResumeData(sampleLang);
      expect(resume.config).toMatchObject({ templateName: "TemplateModern", templateTheme: "rose" });
      expect(resume.data.sections.map((s) => s.name)).toEqual(sample.sections.map((s) => s.name));
      const items = resume.data.sections.flatMap((s) => s.data);
      expect(items.map((i) => i.title)).toEqual(sample.sections.flatMap((s) => s.data.map((i) => i.title)));
      expect(items.length).toBeGreaterThan(8);
      expect(items.every((item) => item.sample === true)).toBe(true);
      // Not the sample person: their name, phone and links are nobody's to print.
      expect(resume.data.basicInfo.name).not.toBe(sample.basicInfo.name);
      expect(resume.data.basicInfo.cellphone).not.toBe(sample.basicInfo.cellphone);
      expect(resume.data.links ?? []).toEqual([]);
    }
  });

  it("'hints' opens a blank entry in each section, with a profile first, and none of them prints", async () => {
    const user = await seedUser();
    const resume = dataOf<ResumeDto>(await empty(user, { template: "TemplateModern", lang: "en", start: "hints" }));
    expect(resume.data.sections.map((s) => s.name)).toEqual(["Profile", "Work Experience", "Education", "Skills"]);
    for (const section of resume.data.sections) {
      expect(section.data).toHaveLength(1);
      expect(section.data[0]).toMatchObject({ title: "", subTitle: "", description: "" });
      expect(section.data[0]?.sample).toBeUndefined();
      expect(printableItems(section)).toEqual([]);
    }
    // TemplateIntro already puts a profile first: it is not doubled, and its sample text gives way to the hint.
    const intro = dataOf<ResumeDto>(await empty(user, { template: "TemplateIntro", lang: "zh", start: "hints" }));
    expect(intro.data.sections.filter((s) => s.profile)).toHaveLength(1);
    expect(intro.data.sections[0]?.profile).toBe(true);
    expect(intro.data.sections.every((s) => s.data.length === 1 && s.data[0]?.description === "")).toBe(true);
  });

  it("refuses an unknown start with a 400 naming the field, creating nothing", async () => {
    const user = await seedUser();
    const refused = await empty(user, { template: "TemplateModern", start: "filled" });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: "start" })]));
    expect(dataOf<{ count: number }>(await call(count, { user }))).toEqual({ count: 0 });
  });
});
