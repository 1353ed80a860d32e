// LinkedIn data exports made at test time (issue 24 item 4): the CSV files of LinkedIn's "Get a copy of your data" ZIP,
// written from the documented columns (Profile, Positions, Education, Skills, Languages, Certifications, Email
// Addresses, PhoneNumbers, Projects, Honors), in English and in Chinese, with the CSV cases a real export has: quoted
// fields holding commas, doubled quotes and line breaks, a byte order mark, CRLF line ends. Nothing binary is
// committed: the ZIP is put together by the tests' own zip writer.
import { zip } from "./fixture-files";

/** One CSV text as RFC 4180 writes it: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function toCsv(rows: string[][], { bom = false, eol = "\r\n" }: { bom?: boolean; eol?: string } = {}): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return (bom ? "\uFEFF" : "") + rows.map((row) => row.map(field).join(",")).join(eol) + eol;
}

/** The documented header of each file. */
export const linkedInColumns = {
  Profile: [
    "First Name",
    "Last Name",
    "Maiden Name",
    "Address",
    "Birth Date",
    "Headline",
    "Summary",
    "Industry",
    "Zip Code",
    "Geo Location",
    "Twitter Handles",
    "Websites",
    "Instant Messengers",
  ],
  Positions: ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
  Education: ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
  Skills: ["Name"],
  Languages: ["Name", "Proficiency"],
  Certifications: ["Name", "Url", "Authority", "Started On", "Finished On", "License Number"],
  "Email Addresses": ["Email Address", "Confirmed", "Primary", "Updated On"],
  PhoneNumbers: ["Extension", "Number", "Type"],
  Projects: ["Title", "Description", "Url", "Started On", "Finished On"],
  Honors: ["Title", "Description", "Issued On"],
} as const;

type TFile = keyof typeof linkedInColumns;
export type TExportRows = Partial<Record<TFile, string[][]>>;

export const englishExport: TExportRows = {
  Profile: [
    [
      "Jane",
      "Doe",
      "Roe",
      "1 Market St, Apt 5",
      "Mar 14, 1990",
      "Staff Engineer, Payments",
      'I build payment systems that "just work".\nTen years of Go, Kubernetes and PostgreSQL.',
      "Financial Services",
      "94105",
      "San Francisco Bay Area",
      "[janedoe]",
      "[PORTFOLIO:https://jane.example.com,COMPANY:https://acme.example.com/about?a=1,b=2]",
      "[SKYPE:jane.doe]",
    ],
  ],
  Positions: [
    [
      "Acme Payments, Inc.",
      "Staff Engineer",
      'Led the settlement rewrite.\n• Cut infrastructure costs by 30%\n• Mentored "four" engineers',
      "San Francisco, California",
      "Mar 2019",
      "",
    ],
    ["Globex Corporation", "Software Engineer", "Built the billing API.", "Remote", "Jun 2015", "Feb 2019"],
  ],
  Education: [
    ["Stanford University", "2011", "2015", "Graduated with honors", "B.S., Computer Science", "ACM, Rowing team"],
  ],
  Skills: [["Go"], ["Kubernetes"], ["C, C++"]],
  Languages: [
    ["English", "Native or bilingual proficiency"],
    ["Mandarin", "Professional working proficiency"],
  ],
  Certifications: [
    [
      "Certified Kubernetes Administrator",
      "https://www.cncf.io/certification/cka/",
      "CNCF",
      "Jan 2021",
      "Jan 2024",
      "LF-2021-123",
    ],
  ],
  "Email Addresses": [
    ["jane@old.example.com", "Yes", "No", "1/2/20, 3:04 PM"],
    ["jane.doe@example.com", "Yes", "Yes", "5/6/21, 7:08 AM"],
  ],
  PhoneNumbers: [
    ["", "+1 415 555 0100", "Mobile"],
    ["12", "+1 415 555 0199", "Work"],
  ],
  Projects: [["Open Ledger", "An open-source double-entry ledger.", "https://github.com/janedoe/ledger", "2020", ""]],
  Honors: [["Engineer of the Year", "Company-wide award, one of 900.", "Dec 2022"]],
};

export const chineseExport: TExportRows = {
  Profile: [
    [
      "小明",
      "王",
      "",
      "北京市海淀区中关村大街1号",
      "",
      "高级前端工程师",
      "十年前端经验，擅长 React 与数据可视化。\n带过五人团队。",
      "互联网",
      "100080",
      "中国 北京",
      "",
      "",
      "[WECHAT:wangxm1990]",
    ],
  ],
  Positions: [
    [
      "字节跳动",
      "高级前端工程师",
      "负责抖音电商前端架构，首屏性能提升40%。\n• 带领5人团队完成组件库建设",
      "北京",
      "Mar 2019",
      "",
    ],
    ["美团", "前端工程师", "参与外卖商家后台开发。", "北京", "Jul 2016", "Feb 2019"],
  ],
  Education: [["北京大学", "Sep 2012", "Jun 2016", "", "计算机科学与技术 本科", "学生会技术部"]],
  Skills: [["React"], ["TypeScript"], ["数据可视化"]],
  Languages: [
    ["中文", "母语"],
    ["英语", "专业工作能力"],
  ],
  Certifications: [["项目管理专业人士（PMP）", "", "PMI", "Jun 2020", "", ""]],
  "Email Addresses": [["wangxm@163.com", "Yes", "Yes", "2020/1/2"]],
  PhoneNumbers: [["", "138 0013 8000", "Mobile"]],
  Projects: [["开源图表库", "基于 Canvas 的图表组件。", "https://github.com/wangxm/charts", "2021", "2022"]],
  Honors: [["年度优秀员工", "全公司共十人。", "Dec 2021"]],
};

/** The CSV files of an export, each with its documented header; the English one with a BOM and CRLF, as LinkedIn. */
export function exportFiles(rows: TExportRows, options: { bom?: boolean; eol?: string } = {}): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(rows) as [TFile, string[][]][]).map(([file, data]) => [
      `${file}.csv`,
      toCsv([[...linkedInColumns[file]], ...data], options),
    ]),
  );
}

/** The export as the ZIP LinkedIn sends (files at its root), plus any entries a test adds. */
export function exportZip(files: Record<string, string | Buffer>, prefix = ""): Buffer {
  return zip(
    Object.entries(files).map(([name, data]) => ({
      name: `${prefix}${name}`,
      data: typeof data === "string" ? Buffer.from(data) : data,
    })),
  );
}
