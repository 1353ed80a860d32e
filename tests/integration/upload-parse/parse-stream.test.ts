// The whole upload flow without AI: a file → /api/parsePdf or /api/parseDocx → content → /api/getResumeParseTaskId →
// /api/parseResumeByStream → a new resume of the user with the right name, jobs and schools, in English and Chinese.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { NOT_FOUND, RESUME_LIMIT_REACHED } from "@/lib/shared/api/codes";
import { db } from "@/lib/server/db";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { seedResume, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { chineseResumeHtml, docxResume, englishResumeHtml, printPdfs } from "./fixture-files";
import { createTask, streamTask, upload } from "./upload-api";

let englishPdf: Buffer;
let chinesePdf: Buffer;

beforeAll(async () => {
  [englishPdf, chinesePdf] = (await printPdfs([englishResumeHtml, chineseResumeHtml])) as [Buffer, Buffer];
}, 60_000);

async function uploadAndParse(user: TestUser, kind: "pdf" | "docx", file: Buffer, locale: "en" | "zh" = "en") {
  const extracted = await upload(kind, file, { user });
  expect(extracted.status).toBe(200);
  const { content } = extracted.body.data as { content: unknown };
  const task = await createTask(user, { content, template: "TemplateModern" });
  expect(task.status).toBe(200);
  const { taskId } = task.body.data as { taskId: string };
  const events = await streamTask(user, taskId, locale);
  return { events, taskId, content };
}

async function savedResume(resumeId: string, userId: string) {
  const row = await db.resume.findFirst({ where: { id: resumeId, userId } });
  expect(row).not.toBeNull();
  return { name: row?.name, data: row?.data as TResumeData };
}

const entries = (data: TResumeData, kind: string) =>
  data.sections.find((s) => s.kind === kind)?.data.map((i) => [i.title, i.subTitle, i.startDate, i.endDate]) ?? [];

describe("parse task and stream without AI", () => {
  it("turns an English PDF into a resume", async () => {
    const user = await seedUser();
    const { events } = await uploadAndParse(user, "pdf", englishPdf);
    expect(events.map((e) => e.event)).toEqual(["open", "message", "message", "message", "finish"]);
    const finish = jsonOf<{ resumeId: string; message: string }>(lastEvent(events));
    expect(finish.message).toEqual(expect.any(String));
    const { name, data } = await savedResume(finish.resumeId, user.id);
    expect(name).toBe("Jane Doe");
    expect(data.basicInfo).toMatchObject({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      cellphone: "+1 (415) 555-0100",
    });
    expect(entries(data, "empolyment")).toEqual([
      ["Acme Payments Inc.", "Senior Software Engineer", "2019-03", "present"],
      ["Globex Corporation", "Software Engineer", "2015-06", "2019-02"],
    ]);
    expect(entries(data, "education")).toEqual([["Stanford University", "B.S. in Computer Science", "2011", "2015"]]);
  });

  it("turns a two-column Chinese PDF into a resume", async () => {
    const user = await seedUser();
    const { events } = await uploadAndParse(user, "pdf", chinesePdf, "zh");
    const finish = jsonOf<{ resumeId: string; message: string }>(lastEvent(events));
    const { data } = await savedResume(finish.resumeId, user.id);
    expect(data.basicInfo).toMatchObject({ name: "张伟", email: "zhangwei@163.com", cellphone: "138 0013 8000" });
    expect(entries(data, "empolyment")).toEqual([
      ["字节跳动", "高级前端工程师", "2019-03", "present"],
      ["美团", "前端工程师", "2016-07", "2019-02"],
    ]);
    expect(entries(data, "education")).toEqual([["北京大学", "计算机科学与技术 本科", "2012-09", "2016-06"]]);
    expect(data.sections.find((s) => s.kind === "skills")?.data.map((s) => s.title)).toEqual([
      "React",
      "TypeScript",
      "Node.js",
    ]);
  });

  it.each(["en", "zh"] as const)("turns a %s DOCX into a resume", async (lang) => {
    const user = await seedUser();
    const { events } = await uploadAndParse(user, "docx", await docxResume(lang), lang);
    const finish = jsonOf<{ resumeId: string }>(lastEvent(events));
    const { data } = await savedResume(finish.resumeId, user.id);
    const [org, school] =
      lang === "en" ? ["Acme Payments Inc.", "Stanford University"] : ["腾讯科技有限公司", "复旦大学"];
    expect(data.basicInfo.name).toBe(lang === "en" ? "Jane Doe" : "李娜");
    expect(entries(data, "empolyment")[0]?.[0]).toBe(org);
    expect(entries(data, "education")[0]?.[0]).toBe(school);
  });

  it("replays the outcome to a second stream of the same task and runs it once", async () => {
    const user = await seedUser();
    const { taskId } = await uploadAndParse(user, "pdf", englishPdf);
    const again = await streamTask(user, taskId);
    expect(again.map((e) => e.event)).toEqual(["open", "finish"]);
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(1);
  });

  it("keeps the 5-resume cap and another user's task private", async () => {
    const user = await seedUser();
    for (let i = 0; i < 5; i++) await seedResume(user.id);
    const extracted = await upload("pdf", englishPdf, { user });
    const { content } = extracted.body.data as { content: unknown };
    const refused = await createTask(user, { content });
    expect([refused.status, refused.body.code]).toEqual([403, RESUME_LIMIT_REACHED]);

    const owner = await seedUser();
    const task = await createTask(owner, { content: JSON.stringify(content) });
    expect(task.status).toBe(200);
    const stranger = await seedUser();
    await expect(streamTask(stranger, (task.body.data as { taskId: string }).taskId)).rejects.toThrow(
      new RegExp(`404.*${NOT_FOUND}`),
    );
  });

  it("refuses content that is not extracted text", async () => {
    const user = await seedUser();
    for (const content of [undefined, "not json", { source: "pdf", pages: [], items: [] }, { source: "exe" }]) {
      const result = await createTask(user, { content });
      expect(result.status).toBe(400);
    }
  });
});
