// The words of each section kind and the titles of entry cards (issue 21 item 5), and the degree / major split of an
// education entry's one stored subTitle: splitting then joining gives back the stored text.
import { joinDegreeMajor, splitDegreeMajor } from "@/lib/client/editor/degree-major";
import { itemFormKind } from "@/lib/client/editor/item-form-kind";
import { itemCardTitle, itemLabelKind, labelsForForm } from "@/lib/client/editor/item-labels";
import { createSection } from "@/lib/shared/resume/create-section";
import { sectionKinds, type TSection } from "@/lib/shared/validations/resume-document/document";

const labelsOf = (section: TSection) => labelsForForm(itemFormKind(section), itemLabelKind(section));

describe("itemLabelKind", () => {
  it("gives every kind of new section its own words", () => {
    expect(sectionKinds.map((kind) => labelsOf(createSection(kind, "en", kind)))).toEqual([
      "work",
      "education",
      "skill",
      "profile",
      "certificate",
      "project",
      "language",
      "hobby",
    ]);
  });

  it("reads older documents by type, and custom sections stay neutral", () => {
    const base = createSection("project", "en", "x");
    expect(labelsOf({ ...base, kind: undefined, type: "empolyment" })).toBe("work");
    expect(labelsOf({ ...base, kind: undefined, type: "education" })).toBe("education");
    expect(labelsOf({ ...base, kind: undefined, type: "custom" })).toBe("custom");
    expect(labelsOf({ ...base, kind: undefined, type: "custom", onlyDesc: true })).toBe("simple");
    // A hobby section with dated entries (an older document) speaks like a custom section.
    expect(labelsOf({ ...base, kind: "hobby", onlyDesc: false })).toBe("custom");
  });
});

describe("itemCardTitle", () => {
  it("a job is 'Position · Company', either alone when only one is known", () => {
    expect(itemCardTitle("work", { title: "Acme", subTitle: "Senior Engineer" })).toBe("Senior Engineer · Acme");
    expect(itemCardTitle("work", { title: "Acme", subTitle: " " })).toBe("Acme");
    expect(itemCardTitle("work", { title: "", subTitle: "Senior Engineer" })).toBe("Senior Engineer");
    expect(itemCardTitle("work", { title: "", subTitle: "" })).toBeNull();
  });

  it("anything else is its first field", () => {
    expect(itemCardTitle("education", { title: "Zhejiang University", subTitle: "本科" })).toBe("Zhejiang University");
    expect(itemCardTitle("skill", { title: "Go", subTitle: "" })).toBe("Go");
    expect(itemCardTitle("project", { title: "  ", subTitle: "Lead" })).toBeNull();
  });
});

describe("degree and major", () => {
  it("English: 'Degree, Major'; text without the comma is the degree", () => {
    expect(splitDegreeMajor("B.S., Computer Science", "en")).toEqual({ degree: "B.S.", major: "Computer Science" });
    expect(splitDegreeMajor("M.S. in Computer Science", "en")).toEqual({
      degree: "M.S. in Computer Science",
      major: "",
    });
    expect(joinDegreeMajor({ degree: "PhD", major: "Mathematics" }, "en")).toBe("PhD, Mathematics");
    expect(joinDegreeMajor({ degree: "", major: "Mathematics" }, "de")).toBe("Mathematics");
  });

  it("Chinese: '专业 · 学历'; a lone degree word is the degree, other text the major", () => {
    expect(splitDegreeMajor("计算机科学与技术 · 硕士", "ch")).toEqual({ degree: "硕士", major: "计算机科学与技术" });
    expect(splitDegreeMajor("本科", "ch")).toEqual({ degree: "本科", major: "" });
    expect(splitDegreeMajor("软件工程", "zh-tw")).toEqual({ degree: "", major: "软件工程" });
    expect(joinDegreeMajor({ degree: "博士", major: "数学" }, "ch")).toBe("数学 · 博士");
  });

  it.each([
    ["B.S., Computer Science", "en"],
    ["Professional Certificate, Data Science, Honours", "en"],
    ["M.S. in Computer Science", "en"],
    ["计算机科学与技术 · 硕士", "ch"],
    ["工业设计 · 本科", "ch"],
    ["金融 · 经济 · 学士", "ch"],
    ["硕士", "ch"],
  ] as const)("%s splits and joins back unchanged", (text, lang) => {
    expect(joinDegreeMajor(splitDegreeMajor(text, lang), lang)).toBe(text);
  });
});
