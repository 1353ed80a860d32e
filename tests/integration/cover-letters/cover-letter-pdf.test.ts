// A cover letter's PDF (issue 26 item 3) holds a resume PDF's guarantees: printed by the app's service
// (createCoverLetterPdf: the render queue, a pooled Chromium page, the print page of the stand-in serving the real
// letter component, stylesheets and fonts, then describe-pdf.ts), read back with poppler: pdftotext gives the letter's
// text whole (every paragraph and line in order, ligature words intact, Chinese as written, no Kangxi radicals),
// the header carries the name, headline and contacts of the resume, every font is embedded with a Unicode map, and
// the file names its title, author and language. In English and Chinese; a regular member is refused.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import type { Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { pdfFonts, pdfInfo, poppler } from "../support/pdf-probe";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

type Api = typeof import("./cover-letter-pdf-api");
let api: Api;
let printServer: PrintPageServer;

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

beforeAll(async () => {
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  await jest.isolateModulesAsync(async () => {
    api = await import("./cover-letter-pdf-api");
  });
}, 120_000);

afterAll(async () => {
  await api?.closePdfBrowser();
  await printServer?.close();
  await api?.db.$disconnect();
});

const LETTERS = {
  en: [
    "Dear Hiring Manager at Acme Corp,",
    "I am writing to apply for the Frontend Engineer position. The office workflow you describe is efficient, and my Certifications fit it.",
    "At Northwind Commerce I led the checkout platform; I speak 普通话 with our team in 上海.",
    "Sincerely,\nEmily Carter",
  ].join("\n\n"),
  ch: [
    "尊敬的字节跳动招聘负责人：",
    "您好！我写信应聘贵公司的前端工程师职位。我在电商结算平台积累了多年经验，熟悉高并发系统与团队协作。",
    "期待有机会与您进一步沟通。",
    "此致\n敬礼\n陈思远",
  ].join("\n\n"),
};

/** What a reader compares: the words in order, white space (line wraps, the page's layout) aside. */
const squash = (text: string) => text.replace(/\s+/gu, "");

async function printLetter(lang: "en" | "ch", plan: "premium" | "regular" = "premium") {
  const user = await api.seedUser(plan);
  const { data, config } = sampleResume(lang, { templateName: "TemplateClassic", templateTheme: "" });
  const resume = await api.db.resume.create({
    data: {
      userId: user.id,
      name: "CV",
      data: data as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
    },
  });
  const job = await api.db.job.create({
    data: {
      userId: user.id,
      company: lang === "ch" ? "字节跳动" : "Acme Corp",
      role: lang === "ch" ? "前端工程师" : "Frontend Engineer",
    },
  });
  const app = await api.db.application.create({ data: { userId: user.id, jobId: job.id, resumeId: resume.id } });
  await api.db.coverLetter.create({
    data: { userId: user.id, applicationId: app.id, body: "An older version", lang, version: 1, source: "EDIT" },
  });
  await api.db.coverLetter.create({
    data: { userId: user.id, applicationId: app.id, body: LETTERS[lang], lang, version: 2, source: "EDIT" },
  });
  return { user, app, data };
}

describe.each(["en", "ch"] as const)("the cover letter's PDF (%s)", (lang) => {
  it("reads back as the letter, under the resume's header, with embedded fonts and its metadata", async () => {
    const { user, app, data } = await printLetter(lang);
    const { pdf, fileName } = await api.createCoverLetterPdf(user.id, app.id);
    const text = await poppler("pdftotext", ["-enc", "UTF-8", "-", "-"], pdf);

    // The current version's text, whole and in order, after the header; never the older version.
    const body = squash(text);
    expect(body).toContain(squash(LETTERS[lang]));
    expect(body.indexOf(squash(data.basicInfo.name))).toBeLessThan(body.indexOf(squash(LETTERS[lang])));
    expect(body).toContain(squash(data.basicInfo.title));
    expect(body).toContain(squash(data.basicInfo.email));
    expect(text).not.toContain("An older version");
    // Paragraphs and the sign-off's lines come out as lines of their own.
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines).toContain(lang === "en" ? "Sincerely," : "此致");
    // One glyph per letter (no ligature glyphs), and Chinese never as Kangxi or CJK radicals.
    expect(text).not.toMatch(/[\uFB00-\uFB06]/u);
    expect(text).not.toMatch(/[\u2E80-\u2FDF]/u);
    if (lang === "en")
      for (const word of ["office", "workflow", "efficient", "Certifications"]) expect(text).toContain(word);

    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatchObject({ embedded: true, unicode: true });
      expect(font.type).not.toBe("Type 3");
    }
    const info = await pdfInfo(pdf);
    const word = lang === "en" ? "Cover letter" : "求职信";
    expect(info.Title).toBe(
      `${data.basicInfo.name} — ${word} — ${lang === "en" ? "Frontend Engineer, Acme Corp" : "前端工程师, 字节跳动"}`,
    );
    expect(info.Author).toBe(data.basicInfo.name);
    expect(info.Pages).toBe("1");
    expect(fileName).toContain(data.basicInfo.name);
  }, 120_000);
});

describe("who may download it", () => {
  it("refuses a regular member (PDFs are premium) and another user's application", async () => {
    const { user, app } = await printLetter("en", "regular");
    await expect(api.createCoverLetterPdf(user.id, app.id)).rejects.toMatchObject({ key: "PREMIUM_REQUIRED" });
    const other = await api.seedUser("premium");
    await expect(api.createCoverLetterPdf(other.id, app.id)).rejects.toMatchObject({ key: "NOT_FOUND" });
  });
});
