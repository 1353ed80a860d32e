// LinkedIn's data export imported over real HTTP (issue 24 item 4): the ZIP, built here from the documented columns in
// English and in Chinese, posted to /api/parseDocx or /api/parsePdf like any upload, its content made a parse task and
// streamed into a new resume, checked field by field with no review marks; then malformed, foreign and bomb ZIPs,
// each refused with its translated message (never a 5xx), nothing created.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { db } from "@/lib/server/db";
import {
  FILE_LINKEDIN_INVALID,
  FILE_TOO_COMPLEX,
  FILE_TYPE,
  FILE_UNREADABLE,
  FILE_ZIP_UNKNOWN,
} from "@/lib/shared/api/codes";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { parseFinishMessages } from "@/lib/shared/validations/resume-parse/parse-messages";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { parseSseFrames, jsonOf, lastEvent, type SseEvent } from "@/tests/integration/ai-creator/sse-events";
import { seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { deflatedRuns } from "./bomb-files";
import { docxResume, zip } from "./fixture-files";
import { chineseExport, englishExport, exportFiles, exportZip, linkedInColumns, toCsv } from "./linkedin-export";
import { multipart } from "./upload-api";
import { serveRoutes } from "./route-server";

let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await serveRoutes();
});
afterAll(() => server.close());

type Answer = { status: number; body: { code: number; message?: string; key?: string; data?: unknown } };

async function post(path: string, user: TestUser, body: BodyInit, headers: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie: `x-cid=${user.token}`, ...headers },
    body,
  });
}

async function uploadZip(user: TestUser, bytes: Buffer, route = "/api/parseDocx", locale = "en"): Promise<Answer> {
  const { body, boundary } = multipart(bytes, "Basic_LinkedInDataExport.zip");
  const response = await post(route, user, new Uint8Array(body), {
    "content-type": `multipart/form-data; boundary=${boundary}`,
    "x-locale": locale,
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function importZip(user: TestUser, bytes: Buffer, locale: "en" | "zh", route?: string) {
  const extracted = await uploadZip(user, bytes, route, locale);
  expect(extracted.status).toBe(200);
  const { content } = extracted.body.data as { content: { source: string } };
  expect(content.source).toBe("linkedin");
  const task = await post("/api/getResumeParseTaskId", user, JSON.stringify({ content, template: "TemplateModern" }), {
    "content-type": "application/json",
  });
  expect(task.status).toBe(200);
  const { taskId } = ((await task.json()) as { data: { taskId: string } }).data;
  const query = new URLSearchParams({ taskId, aiProvider: "openai" });
  const stream = await fetch(`${server.url}/api/parseResumeByStream?${query}`, {
    headers: { cookie: `x-cid=${user.token}`, "x-locale": locale },
  });
  expect(stream.status).toBe(200);
  const events: SseEvent[] = parseSseFrames(await stream.text());
  const finish = jsonOf<{ resumeId: string; message: string }>(lastEvent(events));
  const row = await db.resume.findFirstOrThrow({ where: { id: finish.resumeId, userId: user.id } });
  const reviews = await db.parseReviewItem.count({ where: { resumeId: row.id } });
  return { events, finish, name: row.name, data: row.data as TResumeData, reviews };
}

const itemsOf = (data: TResumeData, id: string) =>
  data.sections
    .find((s) => s.id === id)
    ?.data.map((i) => [i.title, i.subTitle, i.city, i.startDate, i.endDate, i.description]);

describe("importing LinkedIn's data export", () => {
  it("turns the English export into a resume, field by field, with no review marks", async () => {
    const user = await seedUser();
    const bytes = exportZip(exportFiles(englishExport, { bom: true }));
    const { events, finish, name, data, reviews } = await importZip(user, bytes, "en");
    expect(events.map((e) => e.event)).toEqual(["open", "message", "message", "message", "finish"]);
    expect(finish.message).toBe(parseFinishMessages.en.imported);
    expect(name).toBe("Jane Doe");
    expect(reviews).toBe(0);
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
    expect(data.links.map((l) => [l.name, l.src])).toEqual([
      ["Twitter", "https://twitter.com/janedoe"],
      ["Portfolio", "https://jane.example.com"],
      ["Company", "https://acme.example.com/about?a=1,b=2"],
    ]);
    expect(data.sections.map((s) => s.name)).toEqual([
      "Profile",
      "Work Experience",
      "Education",
      "Projects",
      "Skills",
      "Certificates",
      "Languages",
      "Honors & Awards",
      "Additional Information",
    ]);
    expect(itemsOf(data, "profile")?.[0]?.[5]).toBe(
      'I build payment systems that "just work".\nTen years of Go, Kubernetes and PostgreSQL.',
    );
    expect(itemsOf(data, "empolyment")).toEqual([
      [
        "Acme Payments, Inc.",
        "Staff Engineer",
        "San Francisco, California",
        "2019-03",
        "present",
        'Led the settlement rewrite.\n- Cut infrastructure costs by 30%\n- Mentored "four" engineers',
      ],
      ["Globex Corporation", "Software Engineer", "Remote", "2015-06", "2019-02", "Built the billing API."],
    ]);
    expect(itemsOf(data, "education")).toEqual([
      [
        "Stanford University",
        "B.S., Computer Science",
        "",
        "2011",
        "2015",
        "Graduated with honors\nActivities and societies: ACM, Rowing team",
      ],
    ]);
    expect(itemsOf(data, "project")).toEqual([
      [
        "Open Ledger",
        "",
        "",
        "2020",
        "present",
        "An open-source double-entry ledger.\nLink: https://github.com/janedoe/ledger",
      ],
    ]);
    expect(itemsOf(data, "skills")?.map((i) => i[0])).toEqual(["Go", "Kubernetes", "C, C++"]);
    expect(itemsOf(data, "certificate")).toEqual([
      [
        "Certified Kubernetes Administrator",
        "CNCF",
        "",
        "2021-01",
        "2024-01",
        "Link: https://www.cncf.io/certification/cka/\nCredential ID: LF-2021-123",
      ],
    ]);
    expect(itemsOf(data, "language")?.map((i) => [i[0], i[1]])).toEqual([
      ["English", "Native or bilingual proficiency"],
      ["Mandarin", "Professional working proficiency"],
    ]);
    expect(itemsOf(data, "honors")).toEqual([
      ["Engineer of the Year", "", "", "2022-12", "", "Company-wide award, one of 900."],
    ]);
    expect(itemsOf(data, "details")?.map((i) => [i[0], i[5]])).toEqual([
      ["Maiden name", "Roe"],
      ["Address", "1 Market St, Apt 5"],
      ["Industry", "Financial Services"],
      ["Zip code", "94105"],
      ["Instant messaging", "SKYPE: jane.doe"],
      ["E-mail", "jane@old.example.com"],
      ["Phone (Work)", "+1 415 555 0199 ext. 12"],
    ]);
  });

  it("turns the Chinese export into a Chinese resume through the other endpoint", async () => {
    const user = await seedUser();
    const bytes = exportZip(exportFiles(chineseExport, { eol: "\n" }), "Complete_LinkedInDataExport_12-01-2025/");
    const { finish, name, data, reviews } = await importZip(user, bytes, "zh", "/api/parsePdf");
    expect(finish.message).toBe(parseFinishMessages.zh.imported);
    expect(name).toBe("王小明");
    expect(reviews).toBe(0);
    expect(data.basicInfo).toMatchObject({
      name: "王小明",
      title: "高级前端工程师",
      location: "中国 北京",
      email: "wangxm@163.com",
      cellphone: "138 0013 8000",
      wechat: "wangxm1990",
    });
    expect(data.sections.map((s) => s.name).slice(0, 3)).toEqual(["个人简介", "工作经历", "教育背景"]);
    expect(itemsOf(data, "empolyment")).toEqual([
      [
        "字节跳动",
        "高级前端工程师",
        "北京",
        "2019-03",
        "present",
        "负责抖音电商前端架构，首屏性能提升40%。\n- 带领5人团队完成组件库建设",
      ],
      ["美团", "前端工程师", "北京", "2016-07", "2019-02", "参与外卖商家后台开发。"],
    ]);
    expect(itemsOf(data, "education")).toEqual([
      ["北京大学", "计算机科学与技术 本科", "", "2012-09", "2016-06", "社团活动：学生会技术部"],
    ]);
    expect(itemsOf(data, "skills")?.map((i) => i[0])).toEqual(["React", "TypeScript", "数据可视化"]);
    expect(itemsOf(data, "language")?.map((i) => [i[0], i[1]])).toEqual([
      ["中文", "母语"],
      ["英语", "专业工作能力"],
    ]);
    expect(itemsOf(data, "certificate")).toEqual([["项目管理专业人士（PMP）", "PMI", "", "2020-06", "", ""]]);
    expect(itemsOf(data, "project")).toEqual([
      ["开源图表库", "", "", "2021", "2022", "基于 Canvas 的图表组件。\n链接：https://github.com/wangxm/charts"],
    ]);
    expect(itemsOf(data, "honors")).toEqual([["年度优秀员工", "", "", "2021-12", "", "全公司共十人。"]]);
    expect(itemsOf(data, "details")?.map((i) => [i[0], i[5]])).toEqual([
      ["地址", "北京市海淀区中关村大街1号"],
      ["行业", "互联网"],
      ["邮编", "100080"],
    ]);
  });

  it("still reads a Word file after LinkedIn exports", async () => {
    const answer = await uploadZip(await seedUser(), await docxResume("en"));
    expect(answer.status).toBe(200);
    expect((answer.body.data as { content: { source: string } }).content.source).toBe("docx");
  });
});

describe("ZIPs that are not a readable LinkedIn export", () => {
  const good = exportFiles(englishExport);
  const profileHeader = [...linkedInColumns.Profile];
  type Case = { name: string; file: () => Buffer; code: number; key: string };
  const cases: Case[] = [
    {
      name: "a ZIP of other files",
      file: () => exportZip({ "notes.txt": "hello", "photo.csv": "a,b\n1,2\n" }),
      code: FILE_ZIP_UNKNOWN,
      key: "fileZipUnknown",
    },
    {
      name: "a spreadsheet (.xlsx)",
      file: () => zip([{ name: "xl/workbook.xml", data: Buffer.from("<workbook/>") }]),
      code: FILE_ZIP_UNKNOWN,
      key: "fileZipUnknown",
    },
    {
      name: "an export whose Positions.csv has other columns",
      file: () => exportZip({ ...good, "Positions.csv": "Company,Role\nAcme,CTO\n" }),
      code: FILE_LINKEDIN_INVALID,
      key: "fileLinkedInInvalid",
    },
    {
      name: "an export with a quoted field left open",
      file: () => exportZip({ ...good, "Skills.csv": 'Name\nGo\n"Kubernetes\n' }),
      code: FILE_LINKEDIN_INVALID,
      key: "fileLinkedInInvalid",
    },
    {
      name: "an export whose Profile.csv is not UTF-8",
      file: () =>
        exportZip({
          "Profile.csv": Buffer.concat([
            Buffer.from(`${toCsv([profileHeader])}`),
            Buffer.from([0x4a, 0xe9, 0x72, 0xf4, 0x6d, 0x65, 0x0a]),
          ]),
        }),
      code: FILE_LINKEDIN_INVALID,
      key: "fileLinkedInInvalid",
    },
    {
      name: "an export with headers and no entries",
      file: () => exportZip({ "Profile.csv": toCsv([profileHeader]), "Skills.csv": "Name\n" }),
      code: FILE_LINKEDIN_INVALID,
      key: "fileLinkedInInvalid",
    },
    {
      name: "an export with more skills than LinkedIn allows",
      file: () => exportZip({ "Skills.csv": toCsv([["Name"], ...Array.from({ length: 301 }, (_, i) => [`S${i}`])]) }),
      code: FILE_TOO_COMPLEX,
      key: "fileTooComplex",
    },
    {
      name: "an export of 3,000 entries",
      file: () =>
        exportZip({ ...good, ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`Jobs/${i}.csv`, "x"])) }),
      code: FILE_TOO_COMPLEX,
      key: "fileTooComplex",
    },
    {
      name: "an export whose Positions.csv declares 100 MB",
      file: () => zip([{ name: "Positions.csv", data: Buffer.alloc(100 * 1024 * 1024, 0x41) }]),
      code: FILE_TOO_COMPLEX,
      key: "fileTooComplex",
    },
    {
      // The directory says 1 KB: the sniff lets it by, the worker's count of inflated bytes stops it.
      name: "an export whose Profile.csv inflates to 2 GB while its directory says 1 KB",
      file: () => bombZip("Profile.csv", deflatedRuns(32, 0x41)),
      code: FILE_TOO_COMPLEX,
      key: "fileTooComplex",
    },
    {
      name: "an export whose Skills.csv does not inflate",
      file: () => bombZip("Skills.csv", Buffer.from("not deflate data at all")),
      code: FILE_UNREADABLE,
      key: "fileUnreadable",
    },
    {
      name: "a ZIP cut short (no directory)",
      file: () => exportZip(good).subarray(0, 200),
      code: FILE_TYPE,
      key: "fileType",
    },
  ];

  it.each(cases)(
    "$name is refused with its message in both languages, nothing created",
    async ({ file, code, key }) => {
      const user = await seedUser();
      const bytes = file();
      for (const locale of ["en", "zh"] as const) {
        const answer = await uploadZip(user, bytes, "/api/parseDocx", locale);
        expect([answer.status >= 400 && answer.status < 500, answer.body.code, answer.body.key]).toEqual([
          true,
          code,
          key,
        ]);
        const messages = locale === "en" ? en.ApiErrors : zh.ApiErrors;
        expect(messages[key as keyof typeof messages]).toEqual(expect.any(String));
      }
      expect(await db.resume.count({ where: { userId: user.id } })).toBe(0);
      expect(await db.aiTask.count({ where: { userId: user.id } })).toBe(0);
    },
    60_000,
  );
});

/** A ZIP of one deflated entry whose directory declares 1 KB, whatever the data inflates to (or fails to). */
function bombZip(name: string, deflated: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(1024, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(1024, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const directory = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + deflated.length, 16);
  return Buffer.concat([local, nameBytes, deflated, directory, end]);
}
