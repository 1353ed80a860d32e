import { createSection } from "@/lib/shared/resume/create-section";
import { putProfileFirst } from "@/lib/shared/resume/put-profile-first";
import { renameSectionsForLang } from "@/lib/shared/resume/rename-sections";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import { ZResumeData, type TSection } from "@/lib/shared/validations/resume-document/document";

/** A plain section without a recorded kind, as older documents store them. */
const section = (fields: Partial<TSection> & Pick<TSection, "id" | "name" | "type">): TSection => {
  const base = createSection("hobby", "en", fields.id);
  delete base.kind;
  return { ...base, onlyDesc: false, data: [], ...fields };
};

describe("createSection", () => {
  it.each(["certificate", "language", "project", "hobby"] as const)(
    "seeds a new %s module with sample content that differs by language",
    (kind) => {
      const en = createSection(kind, "en", "x");
      const ch = createSection(kind, "ch", "x");
      expect(en.data.length).toBeGreaterThan(0);
      expect(en.data[0]?.title).not.toBe(ch.data[0]?.title);
      expect(ch.name).not.toBe(en.name);
      expect(en.isCreated).toBe(true);
    },
  );

  it("builds typed sections for the built-in kinds, without sample items", () => {
    expect(createSection("skills", "de", "s")).toMatchObject({
      type: "skills",
      name: "Kenntnisse",
      tagStyle: "tag",
      position: "side",
      data: [],
    });
    expect(createSection("empolyment", "ja", "w")).toMatchObject({ type: "empolyment", name: "職歴" });
    expect(createSection("profile", "en", "p")).toMatchObject({ type: "custom", profile: true, onlyDesc: true });
  });
});

describe("renameSectionsForLang", () => {
  it("renames skills, education and work by type, and other default-named sections, keeping custom names", () => {
    const data = ZResumeData.parse({
      basicInfo: {},
      sections: [
        section({ id: "1", name: "My jobs", type: "empolyment" }),
        section({ id: "2", name: "Education", type: "education" }),
        section({ id: "3", name: "Tech stack", type: "skills" }),
        section({ id: "4", name: "Projects", type: "custom" }),
        section({ id: "5", name: "Side quests", type: "custom" }),
        section({ id: "6", name: "Langues", type: "custom" }),
      ],
    });
    const renamed = renameSectionsForLang(data, "ch");
    expect(renamed.sections.map((s) => s.name)).toEqual([
      "工作经历",
      "教育背景",
      "专业技能",
      "项目经历",
      "Side quests",
      "语言能力",
    ]);
    expect(renamed.sections[3]?.kind).toBe("project");
    expect(renameSectionsForLang(renamed, "en").sections.map((s) => s.name)).toEqual([
      "Work Experience",
      "Education",
      "Skills",
      "Projects",
      "Side quests",
      "Languages",
    ]);
  });

  it("leaves the input untouched (pure)", () => {
    const data = sampleResumeData("en");
    const before = JSON.stringify(data);
    renameSectionsForLang(data, "fr");
    expect(JSON.stringify(data)).toBe(before);
  });
});

describe("putProfileFirst", () => {
  it("adds a profile section with a sample description first when none exists", () => {
    const data = ZResumeData.parse({
      basicInfo: {},
      sections: [section({ id: "w", name: "工作经历", type: "empolyment" })],
    });
    const result = putProfileFirst(data, "ch");
    expect(result.sections).toHaveLength(2);
    expect(result.sections[0]).toMatchObject({ name: "个人简介", profile: true });
    expect(result.sections[0]?.data[0]?.description).toMatch(/两三句话/);
  });

  it("moves an existing profile-like section first instead of adding another", () => {
    const data = ZResumeData.parse({
      basicInfo: {},
      sections: [
        section({ id: "w", name: "Work Experience", type: "empolyment" }),
        section({ id: "p", name: "Profil", type: "custom" }),
      ],
    });
    const result = putProfileFirst(data, "en");
    expect(result.sections.map((s) => s.id)).toEqual(["p", "w"]);
    expect(putProfileFirst(result, "en")).toBe(result);
  });
});
