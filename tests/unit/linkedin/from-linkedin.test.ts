// The LinkedIn import without a server (issue 24 item 4): an export's CSV files read and checked
// (read-linkedin-export.ts), told apart from other ZIPs by their names (sniff-linkedin.ts), and mapped into the resume
// document field by field (from-linkedin.ts), in English and Chinese, with nothing in the files lost.
import { describe, expect, it } from "@jest/globals";
import { fromLinkedIn } from "@/lib/server/linkedin/from-linkedin";
import { splitTypedList } from "@/lib/server/linkedin/linkedin-basics";
import { findLinkedInEntries } from "@/lib/server/linkedin/linkedin-entries";
import { importDate, importText } from "@/lib/server/linkedin/linkedin-items";
import { LinkedInExportError, readLinkedInExport } from "@/lib/server/linkedin/read-linkedin-export";
import { sniffLinkedIn } from "@/lib/server/linkedin/sniff-linkedin";
import { parseResume } from "@/lib/server/parse/parse-resume";
import type { TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import {
  LINKEDIN_MAX_COLUMNS,
  LINKEDIN_MAX_ROW_SIZE,
  LINKEDIN_MAX_ROWS,
  ZLinkedInContent,
  linkedInFileNames,
  linkedInRowSize,
  type TLinkedInContent,
} from "@/lib/shared/validations/resume-parse/linkedin-content";
import { ZParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import {
  chineseExport,
  englishExport,
  exportFiles,
  linkedInColumns,
  toCsv,
  type TExportRows,
} from "@/tests/integration/upload-parse/linkedin-export";

/** The export's content as the extraction thread reads it, from CSV texts by entry name. */
function read(files: Record<string, string | Uint8Array>): Promise<TLinkedInContent> {
  const bytes = (name: string) => {
    const data = files[name];
    return Promise.resolve(typeof data === "string" ? new TextEncoder().encode(data) : (data ?? new Uint8Array()));
  };
  return readLinkedInExport(Object.keys(files), bytes);
}

async function refusal(files: Record<string, string | Uint8Array>): Promise<string> {
  try {
    await read(files);
  } catch (error) {
    if (error instanceof LinkedInExportError) return error.refusal;
    throw error;
  }
  return "read";
}

const section = (data: TResumeData, id: string): TSection | undefined => data.sections.find((s) => s.id === id);
const items = (data: TResumeData, id: string) =>
  section(data, id)?.data.map(({ title, subTitle, startDate, endDate, city, description }) => ({
    title,
    subTitle,
    startDate,
    endDate,
    city,
    description,
  }));
const item = (
  fields: Partial<Record<"title" | "subTitle" | "startDate" | "endDate" | "city" | "description", string>>,
) => ({
  title: "",
  subTitle: "",
  startDate: "",
  endDate: "",
  city: "",
  description: "",
  ...fields,
});

/** Columns that only choose which value leads (the primary address, the mobile number), not resume text. */
const choosers = new Set(["Confirmed", "Primary", "Updated On", "Type"]);

/** Every value of the export must be found in the resume: as written, as the editor stores a date, or as Markdown. */
function expectNothingLost(rows: TExportRows, data: TResumeData) {
  const text = JSON.stringify(data);
  for (const [file, records] of Object.entries(rows) as [keyof typeof linkedInColumns, string[][]][])
    for (const record of records)
      record.forEach((value, i) => {
        const column = linkedInColumns[file][i] ?? "";
        if (!value || choosers.has(column)) return;
        const pieces = /^\[.*\]$/s.test(value) ? splitTypedList(value).map((p) => p.value) : [value];
        for (const piece of pieces) {
          const forms = [piece, importDate(piece), importText(piece)].map((form) => JSON.stringify(form).slice(1, -1));
          expect({ file, column, found: forms.some((form) => text.includes(form)) }).toEqual({
            file,
            column,
            found: true,
          });
        }
      });
}

describe("the English export", () => {
  it("maps every documented column to its place", async () => {
    const content = await read(exportFiles(englishExport, { bom: true }));
    const parsed = fromLinkedIn(content, { templateName: "TemplateModern" });
    const { data } = parsed;
    expect(parsed).toMatchObject({ lang: "en", fields: [], structured: true });
    expect(parsed.config).toMatchObject({ lang: "en", templateName: "TemplateModern" });
    expect(data.basicInfo).toEqual({
      name: "Jane Doe",
      title: "Staff Engineer, Payments",
      avatar: "",
      location: "San Francisco Bay Area",
      cellphone: "+1 415 555 0100",
      email: "jane.doe@example.com",
      birth: "Mar 14, 1990",
      wechat: "",
    });
    expect(data.links).toEqual([
      { id: "0", name: "Twitter", src: "https://twitter.com/janedoe" },
      { id: "1", name: "Portfolio", src: "https://jane.example.com" },
      { id: "2", name: "Company", src: "https://acme.example.com/about?a=1,b=2" },
    ]);
    expect(data.sections.map((s) => [s.id, s.name, s.kind, s.type])).toEqual([
      ["profile", "Profile", "profile", "custom"],
      ["empolyment", "Work Experience", "empolyment", "empolyment"],
      ["education", "Education", "education", "education"],
      ["project", "Projects", "project", "custom"],
      ["skills", "Skills", "skills", "skills"],
      ["certificate", "Certificates", "certificate", "custom"],
      ["language", "Languages", "language", "custom"],
      ["honors", "Honors & Awards", undefined, "custom"],
      ["details", "Additional Information", undefined, "custom"],
    ]);
    expect(items(data, "profile")).toEqual([
      item({ description: 'I build payment systems that "just work".\nTen years of Go, Kubernetes and PostgreSQL.' }),
    ]);
    expect(items(data, "empolyment")).toEqual([
      item({
        title: "Acme Payments, Inc.",
        subTitle: "Staff Engineer",
        city: "San Francisco, California",
        startDate: "2019-03",
        endDate: "present",
        description: 'Led the settlement rewrite.\n- Cut infrastructure costs by 30%\n- Mentored "four" engineers',
      }),
      item({
        title: "Globex Corporation",
        subTitle: "Software Engineer",
        city: "Remote",
        startDate: "2015-06",
        endDate: "2019-02",
        description: "Built the billing API.",
      }),
    ]);
    expect(items(data, "education")).toEqual([
      item({
        title: "Stanford University",
        subTitle: "B.S., Computer Science",
        startDate: "2011",
        endDate: "2015",
        description: "Graduated with honors\nActivities and societies: ACM, Rowing team",
      }),
    ]);
    expect(items(data, "project")).toEqual([
      item({
        title: "Open Ledger",
        startDate: "2020",
        endDate: "present",
        description: "An open-source double-entry ledger.\nLink: https://github.com/janedoe/ledger",
      }),
    ]);
    expect(items(data, "skills")?.map((s) => s.title)).toEqual(["Go", "Kubernetes", "C, C++"]);
    expect(items(data, "certificate")).toEqual([
      item({
        title: "Certified Kubernetes Administrator",
        subTitle: "CNCF",
        startDate: "2021-01",
        endDate: "2024-01",
        description: "Link: https://www.cncf.io/certification/cka/\nCredential ID: LF-2021-123",
      }),
    ]);
    expect(items(data, "language")).toEqual([
      item({ title: "English", subTitle: "Native or bilingual proficiency" }),
      item({ title: "Mandarin", subTitle: "Professional working proficiency" }),
    ]);
    expect(items(data, "honors")).toEqual([
      item({ title: "Engineer of the Year", startDate: "2022-12", description: "Company-wide award, one of 900." }),
    ]);
    expect(items(data, "details")).toEqual([
      item({ title: "Maiden name", description: "Roe" }),
      item({ title: "Address", description: "1 Market St, Apt 5" }),
      item({ title: "Industry", description: "Financial Services" }),
      item({ title: "Zip code", description: "94105" }),
      item({ title: "Instant messaging", description: "SKYPE: jane.doe" }),
      item({ title: "E-mail", description: "jane@old.example.com" }),
      item({ title: "Phone (Work)", description: "+1 415 555 0199 ext. 12" }),
    ]);
    // Our own sections carry no sample text, and every item has its id.
    expect(data.sections.flatMap((s) => s.data).some((i) => i.sample)).toBe(false);
    expect(section(data, "empolyment")?.data.map((i) => i.id)).toEqual(["empolyment-1", "empolyment-2"]);
    expectNothingLost(englishExport, data);
  });

  it("is what parseResume makes of the content, as the parse task runs it", async () => {
    const content = ZParseContent.parse(await read(exportFiles(englishExport)));
    expect(parseResume(content)).toEqual(fromLinkedIn(content as TLinkedInContent));
  });
});

describe("the Chinese export", () => {
  it("maps every documented column to its place, in Chinese", async () => {
    const content = await read(exportFiles(chineseExport, { eol: "\n" }));
    const { data, lang, config } = fromLinkedIn(content);
    expect([lang, config.lang]).toEqual(["ch", "ch"]);
    expect(data.basicInfo).toMatchObject({
      name: "王小明",
      title: "高级前端工程师",
      location: "中国 北京",
      email: "wangxm@163.com",
      cellphone: "138 0013 8000",
      wechat: "wangxm1990",
    });
    expect(data.links).toEqual([]);
    expect(data.sections.map((s) => [s.id, s.name])).toEqual([
      ["profile", "个人简介"],
      ["empolyment", "工作经历"],
      ["education", "教育背景"],
      ["project", expect.any(String)],
      ["skills", "专业技能"],
      ["certificate", "证书"],
      ["language", expect.any(String)],
      ["honors", "荣誉奖项"],
      ["details", "其他信息"],
    ]);
    expect(items(data, "profile")?.[0]?.description).toBe("十年前端经验，擅长 React 与数据可视化。\n带过五人团队。");
    expect(items(data, "empolyment")).toEqual([
      item({
        title: "字节跳动",
        subTitle: "高级前端工程师",
        city: "北京",
        startDate: "2019-03",
        endDate: "present",
        description: "负责抖音电商前端架构，首屏性能提升40%。\n- 带领5人团队完成组件库建设",
      }),
      item({
        title: "美团",
        subTitle: "前端工程师",
        city: "北京",
        startDate: "2016-07",
        endDate: "2019-02",
        description: "参与外卖商家后台开发。",
      }),
    ]);
    expect(items(data, "education")).toEqual([
      item({
        title: "北京大学",
        subTitle: "计算机科学与技术 本科",
        startDate: "2012-09",
        endDate: "2016-06",
        description: "社团活动：学生会技术部",
      }),
    ]);
    expect(items(data, "skills")?.map((s) => s.title)).toEqual(["React", "TypeScript", "数据可视化"]);
    expect(items(data, "language")).toEqual([
      item({ title: "中文", subTitle: "母语" }),
      item({ title: "英语", subTitle: "专业工作能力" }),
    ]);
    expect(items(data, "certificate")).toEqual([
      item({ title: "项目管理专业人士（PMP）", subTitle: "PMI", startDate: "2020-06" }),
    ]);
    expect(items(data, "project")).toEqual([
      item({
        title: "开源图表库",
        startDate: "2021",
        endDate: "2022",
        description: "基于 Canvas 的图表组件。\n链接：https://github.com/wangxm/charts",
      }),
    ]);
    expect(items(data, "honors")).toEqual([
      item({ title: "年度优秀员工", startDate: "2021-12", description: "全公司共十人。" }),
    ]);
    expect(items(data, "details")).toEqual([
      item({ title: "地址", description: "北京市海淀区中关村大街1号" }),
      item({ title: "行业", description: "互联网" }),
      item({ title: "邮编", description: "100080" }),
    ]);
    expectNothingLost(chineseExport, data);
  });
});

describe("values without a field of their own", () => {
  it("keeps a headline too long for the title, other numbers and unknown columns as details or labelled lines", async () => {
    const headline = "Engineer ".repeat(20).trim();
    const content = await read({
      "Profile.csv": toCsv([
        ["First Name", "Last Name", "Headline", "Address", "Pronouns"],
        ["Ann", "Lee", headline, "Oslo", "she/her"],
      ]),
      "Positions.csv": toCsv([
        ["Company Name", "Title", "Started On", "Finished On", "Team Size"],
        ["A".repeat(250), "CTO", "Spring 2020", "", "12"],
      ]),
      "PhoneNumbers.csv": toCsv([
        ["Extension", "Number", "Type"],
        ["", "+47 22 00 00 00", "Home"],
        ["", "+47 99 99 99 99", "Mobile"],
      ]),
    });
    const { data } = fromLinkedIn(content);
    expect(data.basicInfo).toMatchObject({
      name: "Ann Lee",
      title: "",
      location: "Oslo",
      cellphone: "+47 99 99 99 99",
    });
    expect(items(data, "details")).toEqual([
      item({ title: "Headline", description: headline }),
      item({ title: "Pronouns", description: "she/her" }),
      item({ title: "Phone (Home)", description: "+47 22 00 00 00" }),
    ]);
    // A date that is not a month stays as written (and a start without a month still makes the entry ongoing).
    expect(items(data, "empolyment")).toEqual([
      item({
        subTitle: "CTO",
        startDate: "Spring 2020",
        endDate: "present",
        description: `Company: ${"A".repeat(250)}\nTeam Size: 12`,
      }),
    ]);
    // An export without work, education or skills still gets those sections, empty, as a blank resume does.
    expect(items(data, "education")).toEqual([]);
    expect(items(data, "skills")).toEqual([]);
  });

  it("continues a list of more than 100 entries in a second section", async () => {
    const skills = Array.from({ length: 150 }, (_, i) => [`Skill ${i + 1}`]);
    const { data } = fromLinkedIn(await read({ "Skills.csv": toCsv([["Name"], ...skills]) }));
    expect(data.sections.filter((s) => s.kind === "skills").map((s) => [s.id, s.name, s.data.length])).toEqual([
      ["skills", "Skills", 100],
      ["skills-2", "Skills (2)", 50],
    ]);
    expect(section(data, "skills-2")?.data[49]).toMatchObject({ id: "skills-2-50", title: "Skill 150" });
  });

  it("splits typed lists as Profile.csv writes them", () => {
    expect(splitTypedList("[PERSONAL:https://a.example/x,y,BLOG:https://b.example]")).toEqual([
      { kind: "PERSONAL", value: "https://a.example/x,y" },
      { kind: "BLOG", value: "https://b.example" },
    ]);
    expect(splitTypedList("[one,two]")).toEqual([
      { kind: "", value: "one" },
      { kind: "", value: "two" },
    ]);
    expect(splitTypedList("https://c.example")).toEqual([{ kind: "", value: "https://c.example" }]);
  });
});

describe("the limits", () => {
  /** A file's one record as large as the content allows: its last column full of "•" lines (each grows by one). */
  function fullTable(columns: string[], fixed: Record<string, string> = {}): { columns: string[]; values: string[] } {
    const values = columns.map((c) => fixed[c] ?? "x");
    values[values.length - 1] = "•";
    const room = LINKEDIN_MAX_ROW_SIZE - linkedInRowSize(columns, values);
    values[values.length - 1] = "•\n".repeat(Math.floor(room / 3) + 1).trimEnd();
    return { columns, values };
  }

  it("maps the largest content the schema admits into a valid document", () => {
    const wide = ["Activities", "Url", ...Array.from({ length: LINKEDIN_MAX_COLUMNS - 3 }, (_, i) => `Column ${i}`)];
    const files = Object.fromEntries(
      linkedInFileNames.map((file) => {
        const documented = file in linkedInColumns ? [...linkedInColumns[file as keyof typeof linkedInColumns]] : [];
        const names = [...new Set([...documented, ...wide])].slice(0, LINKEDIN_MAX_COLUMNS - 1);
        // The profile's websites: more than the document's 20 links.
        const sites = `[${Array.from({ length: 300 }, (_, i) => `OTHER:s${i}.example`).join(",")}]`;
        const { columns, values } = fullTable([...names, "Filler"], file === "Profile" ? { Websites: sites } : {});
        return [file, { columns, rows: Array.from({ length: LINKEDIN_MAX_ROWS[file] }, () => [...values]) }];
      }),
    );
    const content = ZLinkedInContent.parse({ source: "linkedin", files });
    const { data } = fromLinkedIn(content);
    expect(data.sections.length).toBeLessThanOrEqual(40);
    expect(data.links).toHaveLength(20);
  });

  it("admits a record only up to its size and as long as its header, and no more records than LinkedIn writes", () => {
    const admits = (files: unknown) => ZLinkedInContent.safeParse({ source: "linkedin", files }).success;
    const { columns, values } = fullTable(["Name", "Filler"]);
    expect(admits({ Skills: { columns, rows: [values] } })).toBe(true);
    expect(admits({ Skills: { columns, rows: [[values[0], `${values[1]}\n•`]] } })).toBe(false);
    expect(admits({ Skills: { columns, rows: [["Go"]] } })).toBe(false);
    expect(admits({ Skills: { columns: ["Name", "Name"], rows: [["Go", "Rust"]] } })).toBe(false);
    expect(admits({ Profile: { columns: ["First Name"], rows: [["A"], ["B"]] } })).toBe(false);
  });
});

describe("reading the files", () => {
  const good = exportFiles(englishExport);

  it("refuses files that are not LinkedIn's: missing columns, broken CSV, not UTF-8, or nothing in them", async () => {
    expect(await refusal({ ...good, "Positions.csv": "Company,Role\nAcme,CTO\n" })).toBe("FILE_LINKEDIN_INVALID");
    expect(await refusal({ ...good, "Skills.csv": 'Name\n"Go\n' })).toBe("FILE_LINKEDIN_INVALID");
    expect(await refusal({ ...good, "Skills.csv": "Name\nGo,Rust\n" })).toBe("FILE_LINKEDIN_INVALID");
    expect(await refusal({ ...good, "Skills.csv": new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe]) })).toBe(
      "FILE_LINKEDIN_INVALID",
    );
    expect(await refusal({ "Profile.csv": toCsv([[...linkedInColumns.Profile]]) })).toBe("FILE_LINKEDIN_INVALID");
    expect(await refusal({ "notes.txt": "hello" })).toBe("FILE_LINKEDIN_INVALID");
  });

  it("refuses a file with more rows than an export has", async () => {
    const rows = Array.from({ length: LINKEDIN_MAX_ROWS.Skills + 1 }, (_, i) => [`Skill ${i}`]);
    expect(await refusal({ "Skills.csv": toCsv([["Name"], ...rows]) })).toBe("FILE_TOO_COMPLEX");
  });

  it("drops control characters and empty values, and reads an export zipped again inside a folder", async () => {
    const content = await read({
      "Basic_LinkedInDataExport_01-01-2025/Skills.csv": "Name,Level\nGo\u0000\u0007,\n,\n",
      "__MACOSX/Basic_LinkedInDataExport_01-01-2025/._Skills.csv": new Uint8Array([0, 5, 22, 7, 0xff]),
    });
    expect(content.files).toEqual({ Skills: { columns: ["Name", "Level"], rows: [["Go", ""]] } });
  });
});

describe("telling an export by its entries", () => {
  const limits = { maxEntries: 2000, maxInflatedBytes: 40 * 1024 * 1024, maxRatio: 200 };
  const entry = (name: string, uncompressedSize = 100, compressedSize = 50) => ({
    name,
    uncompressedSize,
    compressedSize,
  });

  it("finds the export's files by name, without regard to case or folder, the shallower one first", () => {
    const found = findLinkedInEntries(["x/PROFILE.CSV", "Profile.csv", "a/b/Positions.csv", "messages.csv", "Jobs/"]);
    expect([...found]).toEqual([
      ["Profile", "Profile.csv"],
      ["Positions", "a/b/Positions.csv"],
    ]);
  });

  it("says which ZIPs are exports, and refuses bombs among the files it reads", () => {
    expect(sniffLinkedIn([entry("Profile.csv"), entry("messages.csv")], limits)).toBe("linkedin");
    expect(sniffLinkedIn([entry("hello.txt")], limits)).toBeNull();
    expect(sniffLinkedIn([entry("xl/workbook.xml")], limits)).toBeNull();
    // A big file the import never opens is no bomb.
    expect(sniffLinkedIn([entry("Profile.csv"), entry("messages.csv", 4e9, 10)], limits)).toBe("linkedin");
    expect(sniffLinkedIn([entry("Profile.csv", 100 * 1024 * 1024, 1024 * 1024)], limits)).toBe("FILE_TOO_COMPLEX");
    expect(sniffLinkedIn([entry("Skills.csv", 2 * 1024 * 1024, 1024)], limits)).toBe("FILE_TOO_COMPLEX");
    const many = Array.from({ length: 2001 }, (_, i) => entry(`Jobs/${i}.csv`));
    expect(sniffLinkedIn([entry("Profile.csv"), ...many], limits)).toBe("FILE_TOO_COMPLEX");
  });
});
