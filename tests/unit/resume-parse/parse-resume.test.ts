import { parseResume } from "@/lib/server/parse/parse-resume";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { oneColumnEnglish, sidebarChinese } from "./fixtures/positioned";

const section = (data: TResumeData, kind: string) => data.sections.find((s) => s.kind === kind);
const sourceText = (content: TParseContent) =>
  ("items" in content
    ? content.items.map((i) => i.text)
    : "blocks" in content
      ? content.blocks.map((b) => b.text)
      : []
  ).join(" ");

/** Every word the parser wrote stands in the source (dates and link addresses are normalised, so skipped). */
function expectNothingInvented(data: TResumeData, content: TParseContent) {
  const source = sourceText(content).replace(/\s+/g, "");
  const strings = [
    ...Object.values(data.basicInfo),
    ...data.links.map((l) => l.name),
    ...data.sections.flatMap((s) => s.data.flatMap((i) => [i.title, i.subTitle, i.city, i.description])),
  ];
  for (const text of strings)
    for (const word of text.replace(/^- /gm, "").split(/\s+/).filter(Boolean))
      expect({ word, found: source.includes(word) }).toEqual({ word, found: true });
}

describe("parseResume", () => {
  it("reads a one-column English resume", () => {
    const { data, lang, fields } = parseResume(oneColumnEnglish);
    expect(lang).toBe("en");
    expect(data.basicInfo).toMatchObject({
      name: "Jane Doe",
      title: "Senior Software Engineer",
      email: "jane.doe@example.com",
      cellphone: "+1 (415) 555-0100",
      location: "San Francisco, CA",
    });
    expect(data.links.map((l) => l.src)).toEqual(["https://github.com/janedoe", "https://linkedin.com/in/janedoe"]);
    const work = section(data, "empolyment")?.data ?? [];
    expect(work.map((w) => [w.title, w.subTitle, w.startDate, w.endDate])).toEqual([
      ["Acme Payments Inc.", "Senior Software Engineer", "2019-03", "present"],
      ["Globex Corporation", "Software Engineer", "2015-06", "2019-02"],
    ]);
    expect(work[0]?.description).toBe(
      "- Led the rewrite of the settlement service, cutting costs by 30%.\n- Mentored four engineers.",
    );
    const school = section(data, "education")?.data[0];
    expect([school?.title, school?.subTitle, school?.startDate, school?.endDate]).toEqual([
      "Stanford University",
      "B.S. in Computer Science",
      "2011",
      "2015",
    ]);
    expect(section(data, "skills")?.data.map((s) => s.title)).toEqual(["Go", "Python", "PostgreSQL", "Kubernetes"]);
    expect(section(data, "language")?.data.map((s) => [s.title, s.subTitle])).toEqual([
      ["English", "Native"],
      ["Spanish", "Fluent"],
    ]);
    expect(section(data, "profile")?.data[0]?.description).toMatch(/^Engineer with eight years/);
    expect(data.sections.find((s) => s.name === "VOLUNTEERING")?.data[0]?.description).toBe("Code for America mentor.");
    const nameField = fields.find((f) => f.path === "basicInfo.name");
    expect(nameField).toMatchObject({ source: "Jane Doe", line: 0 });
    expect(nameField?.confidence).toBeGreaterThanOrEqual(0.9);
    expectNothingInvented(data, oneColumnEnglish);
  });

  it("reads a Chinese resume with a sidebar", () => {
    const { data, lang } = parseResume(sidebarChinese);
    expect(lang).toBe("ch");
    expect(data.basicInfo).toMatchObject({
      name: "张伟",
      title: "高级前端工程师",
      email: "zhangwei@163.com",
      cellphone: "138 0013 8000",
      location: "北京",
    });
    const work = section(data, "empolyment")?.data ?? [];
    expect(work.map((w) => [w.title, w.subTitle, w.startDate, w.endDate])).toEqual([
      ["字节跳动", "高级前端工程师", "2019-03", "present"],
      ["美团", "前端工程师", "2016-07", "2019-02"],
    ]);
    expect(work[0]?.description).toBe("- 负责抖音电商前端架构，性能提升40%。\n- 带领5人团队完成组件库建设。");
    const school = section(data, "education")?.data[0];
    expect([school?.title, school?.subTitle, school?.startDate]).toEqual([
      "北京大学",
      "计算机科学与技术 本科",
      "2012-09",
    ]);
    expect(section(data, "skills")?.data.map((s) => s.title)).toEqual(["React", "TypeScript", "Node.js"]);
    expect(section(data, "skills")?.position).toBe("side");
    expect(section(data, "language")?.data.map((s) => [s.title, s.subTitle])).toEqual([
      ["英语", "CET-6"],
      ["日语", "N2"],
    ]);
    expectNothingInvented(data, sidebarChinese);
  });

  it("reads Word blocks: headings, paragraphs and lists", () => {
    const content: TParseContent = {
      source: "docx",
      blocks: [
        { kind: "heading", level: 1, text: "李娜" },
        { kind: "paragraph", text: "产品经理 | lina@example.cn | +86 139 1234 5678 | 上海" },
        { kind: "heading", level: 2, text: "工作经历" },
        { kind: "paragraph", text: "腾讯科技有限公司\t产品经理\t2018年7月 - 至今" },
        { kind: "list", text: "负责微信支付商户产品规划" },
        { kind: "heading", level: 2, text: "教育经历" },
        { kind: "paragraph", text: "复旦大学\t硕士\t2015.09 - 2018.06" },
        { kind: "heading", level: 2, text: "自我评价" },
        { kind: "paragraph", text: "五年产品经验，善于数据分析。" },
      ],
    };
    const { data } = parseResume(content);
    expect(data.basicInfo).toMatchObject({ name: "李娜", email: "lina@example.cn", cellphone: "+86 139 1234 5678" });
    expect(section(data, "empolyment")?.data[0]).toMatchObject({
      title: "腾讯科技有限公司",
      subTitle: "产品经理",
      startDate: "2018-07",
      endDate: "present",
      description: "- 负责微信支付商户产品规划",
    });
    expect(section(data, "education")?.data[0]).toMatchObject({ title: "复旦大学", subTitle: "硕士" });
    expect(section(data, "profile")?.data[0]?.description).toBe("五年产品经验，善于数据分析。");
    expectNothingInvented(data, content);
  });

  it("gives an empty resume for an empty file, never throws", () => {
    const { data } = parseResume({ source: "pdf", pages: [{ width: 595, height: 842 }], items: [] });
    expect(data.basicInfo.name).toBe("");
    expect(data.sections.map((s) => s.kind)).toEqual(["empolyment", "education", "skills"]);
  });
});
