import {
  ZResumeConfig,
  ZResumeData,
  RESUME_SCHEMA_VERSION,
  sectionKinds,
} from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";

describe("resume document schema", () => {
  it("fills every default of an empty document (TemplateModern, emerald, printerMode, en)", () => {
    const config = ZResumeConfig.parse({});
    expect(config).toMatchObject({
      templateName: "TemplateModern",
      templateTheme: "emerald",
      printerMode: true,
      lang: "en",
      schemaVersion: RESUME_SCHEMA_VERSION,
    });
    expect(config.spacing).toEqual({ preset: "default", section: 4, item: 2, page: 10 });
    const data = ZResumeData.parse({ basicInfo: {} });
    expect(data).toEqual({
      basicInfo: { title: "", name: "", avatar: "", location: "", cellphone: "", email: "", birth: "", wechat: "" },
      sections: [],
      links: [],
    });
  });

  it.each(["en", "ch"] as const)("round-trips the %s sample unchanged through JSON and the schema", (lang) => {
    const doc = sampleResume(lang);
    const stored = JSON.parse(JSON.stringify(doc)) as unknown as typeof doc;
    expect(ZResumeData.parse(stored.data)).toEqual(doc.data);
    expect(ZResumeConfig.parse(stored.config)).toEqual(doc.config);
    expect(upgradeResumeDocument(stored.data, stored.config)).toEqual(doc);
  });

  it("refuses printerMode false and unknown section types", () => {
    expect(ZResumeConfig.safeParse({ printerMode: false }).success).toBe(false);
    expect(ZResumeData.safeParse({ basicInfo: {}, sections: [{ id: "a", name: "x", type: "table" }] }).success).toBe(
      false,
    );
  });
});

describe("upgradeResumeDocument", () => {
  it("upgrades an old, partial document: missing fields take defaults, unknown keys are dropped", () => {
    const old = {
      basicInfo: { name: "Ada" },
      sections: [{ id: "w", name: "Work Experience", type: "empolyment", data: [{ title: "Acme", legacyField: 1 }] }],
    };
    const { data, config } = upgradeResumeDocument(old, { templateName: "TemplateClassic" });
    expect(data.basicInfo.name).toBe("Ada");
    expect(data.basicInfo.email).toBe("");
    expect(data.links).toEqual([]);
    const section = data.sections[0];
    expect(section).toMatchObject({
      columns: "one",
      position: "main",
      tagStyle: "none",
      onlyDesc: false,
      profile: false,
      styles: {},
    });
    expect(section?.data[0]).toEqual({
      title: "Acme",
      subTitle: "",
      startDate: "",
      endDate: "",
      city: "",
      description: "",
      styles: {},
    });
    expect(config).toMatchObject({
      templateName: "TemplateClassic",
      templateTheme: "emerald",
      schemaVersion: RESUME_SCHEMA_VERSION,
    });
  });

  it("treats non-objects as empty documents", () => {
    const { data, config } = upgradeResumeDocument(null, "nonsense");
    expect(data.sections).toEqual([]);
    expect(config.lang).toBe("en");
  });
});

describe("sample and empty resumes", () => {
  it.each(["en", "ch"] as const)("the %s sample has every section kind with content", (lang) => {
    const { data, config } = sampleResume(lang);
    expect(config.lang).toBe(lang);
    expect(data.sections.map((s) => s.kind).sort()).toEqual([...sectionKinds].sort());
    for (const section of data.sections) expect(section.data.length).toBeGreaterThan(0);
    expect(data.basicInfo.name).not.toBe("");
    expect(data.links.length).toBeGreaterThan(1);
  });

  it("creates an empty resume with localised default sections, and TemplateIntro opens with a profile", () => {
    expect(createEmptyResume("ch").data.sections.map((s) => s.name)).toEqual(["工作经历", "教育背景", "专业技能"]);
    const intro = createEmptyResume("en", "TemplateIntro", "indigo");
    expect(intro.config).toMatchObject({ templateName: "TemplateIntro", templateTheme: "indigo" });
    expect(intro.data.sections[0]).toMatchObject({ profile: true, name: "Profile" });
    expect(intro.data.sections[0]?.data[0]?.description).toMatch(/sentences/);
  });
});
