// Date of birth and WeChat on English resumes (issue 21 item 5): off by default. New English resumes, the English
// template sample and the English examples hold neither; Chinese ones keep both.
import { seedExamples } from "@/lib/server/catalogue/examples";
import { contactOnByDefault } from "@/lib/shared/resume/contact-fields";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { applyResumeStart } from "@/lib/shared/resume/start-content";

describe("date of birth and WeChat", () => {
  it("are offered by default on Chinese resumes only (birth also where CVs customarily give it)", () => {
    expect(contactOnByDefault("birth", "en")).toBe(false);
    expect(contactOnByDefault("wechat", "en")).toBe(false);
    expect(contactOnByDefault("birth", "ch")).toBe(true);
    expect(contactOnByDefault("wechat", "ch")).toBe(true);
    expect(contactOnByDefault("wechat", "zh-tw")).toBe(true);
    expect(contactOnByDefault("wechat", "de")).toBe(false);
    expect(contactOnByDefault("birth", "de")).toBe(true);
  });

  it("a new English resume, blank or from the sample, holds neither", () => {
    for (const start of [undefined, "sample", "hints"] as const) {
      const { data } = createEmptyResume("en");
      const started = start ? applyResumeStart(data, "en", start) : data;
      expect(started.basicInfo).toMatchObject({ birth: "", wechat: "" });
    }
  });

  it("the English template sample shows neither; the Chinese one keeps both", () => {
    expect(sampleResume("en").data.basicInfo).toMatchObject({ birth: "", wechat: "" });
    const ch = sampleResume("ch").data.basicInfo;
    expect(ch.birth).not.toBe("");
    expect(ch.wechat).not.toBe("");
  });

  it("no English example shows either", () => {
    const english = seedExamples.filter((example) => example.locale === "en");
    expect(english.length).toBeGreaterThan(0);
    for (const example of english) {
      expect(example.data.basicInfo?.birth ?? "").toBe("");
      expect(example.data.basicInfo?.wechat ?? "").toBe("");
    }
  });
});
