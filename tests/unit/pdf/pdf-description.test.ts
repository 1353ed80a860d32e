// What a resume's PDF says about itself (lib/shared/resume/pdf-description.ts, issue 25 item 3): the title "Name —
// Resume — Role" in the resume's language, the profile's first sentence as subject, the role and skills as keywords,
// the language tag, the headings for bookmarks, and never a contact detail.
import { pdfDescription } from "@/lib/shared/resume/pdf-description";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

describe("pdfDescription", () => {
  it("describes the English sample", () => {
    const { data, config } = sampleResume("en");
    const description = pdfDescription(data, config);
    expect(description).toMatchObject({
      title: "Emily Carter — Resume — Senior Software Engineer",
      author: "Emily Carter",
      subject: "Senior software engineer with 10 years of experience building reliable, high-traffic web platforms.",
      lang: "en",
    });
    expect(description.keywords.slice(0, 3)).toEqual(["Senior Software Engineer", "TypeScript", "Node.js"]);
    expect(description.headings).toEqual(
      expect.arrayContaining(["Emily Carter", "Contact", "Work Experience", "Northwind Commerce", "Hobbies"]),
    );
    // Skills are keywords, not bookmarks: their section prints them as a list without headings.
    expect(description.headings).not.toContain("TypeScript");
  });

  it("describes the Chinese sample in Chinese", () => {
    const { data, config } = sampleResume("ch");
    const description = pdfDescription(data, config);
    expect(description.title).toBe("陈思远 — 简历 — 资深软件工程师");
    expect(description.subject).toBe(
      "拥有 10 年互联网研发经验的资深软件工程师，长期负责高并发交易系统的架构设计与落地。",
    );
    expect(description.lang).toBe("zh-CN");
    expect(description.headings).toEqual(expect.arrayContaining(["联系方式", "工作经历", "星海电商科技有限公司"]));
  });

  it("leaves out what is missing and keeps contact details out", () => {
    const { data, config } = sampleResume("en");
    const bare: TResumeData = {
      ...data,
      basicInfo: { ...data.basicInfo, name: "", title: "" },
      sections: data.sections.filter((section) => !section.profile),
    };
    const description = pdfDescription(bare, config);
    expect(description).toMatchObject({ title: "Resume", author: "", subject: "Resume" });
    expect(pdfDescription({ ...bare, basicInfo: { ...bare.basicInfo, title: "Engineer" } }, config).title).toBe(
      "Resume — Engineer",
    );
    const all = JSON.stringify(pdfDescription(data, config));
    for (const contact of [data.basicInfo.email, data.basicInfo.cellphone, data.basicInfo.location, "github.com"])
      expect(all).not.toContain(contact);
  });

  it("writes each keyword once, on one line, and at most 40", () => {
    const { data, config } = sampleResume("en");
    const skills = data.sections.find((section) => section.type === "skills");
    const first = skills?.data[0];
    if (!skills || !first) throw new Error("the sample has skills");
    const many = Array.from({ length: 60 }, (_, i) => ({ ...first, id: `s${i}`, title: `Skill\n${i}` }));
    const sections = data.sections.map((section) =>
      section === skills
        ? { ...section, data: [...section.data, { ...first, title: "typescript" }, ...many] }
        : section,
    );
    const { keywords } = pdfDescription({ ...data, sections }, config);
    expect(keywords.filter((keyword) => keyword.toLowerCase() === "typescript")).toEqual(["TypeScript"]);
    expect(keywords).toContain("Skill 0");
    expect(keywords).toHaveLength(40);
  });
});
