// A cover letter's PDF in every template of the registry (issue 26 item 3): the letter is printed in the look of the
// application's resume, one-column and two-column templates alike, and the PDF's text layer holds the whole letter
// under the resume's name, never the header alone. Printed by the app's service (createCoverLetterPdf) through the
// stand-in print server (the real letter component and stylesheets) and read back with pdftotext, as
// cover-letter-pdf.test.ts does.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import type { Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { pdfInfo, poppler } from "../support/pdf-probe";
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
    "I am writing to apply for the Frontend Engineer position advertised on your careers page.",
    "At Northwind Commerce I led the checkout platform and cut its page load time by half.",
    "Sincerely,\nEmily Carter",
  ].join("\n\n"),
  ch: [
    "尊敬的招聘负责人：",
    "您好！我写信应聘贵公司的前端工程师职位。",
    "我在电商结算平台积累了多年经验，熟悉高并发系统与团队协作。",
    "此致\n敬礼\n陈思远",
  ].join("\n\n"),
};

const squash = (text: string) => text.replace(/\s+/gu, "");

async function letterFor(templateName: string, lang: "en" | "ch") {
  const user = await api.seedUser("premium");
  const { data, config } = sampleResume(lang, { templateName, templateTheme: "" });
  const resume = await api.db.resume.create({
    data: {
      userId: user.id,
      name: templateName,
      data: data as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
    },
  });
  const job = await api.db.job.create({ data: { userId: user.id, company: "Acme Corp", role: "Frontend Engineer" } });
  const app = await api.db.application.create({ data: { userId: user.id, jobId: job.id, resumeId: resume.id } });
  await api.db.coverLetter.create({
    data: { userId: user.id, applicationId: app.id, body: LETTERS[lang], lang, version: 1, source: "EDIT" },
  });
  return { user, app, data };
}

const templates = templateRegistry.map((meta) => [meta.componentName, meta.columns] as const);

describe("the cover letter's PDF in every template", () => {
  it("covers both kinds of template", () => {
    expect(templates.filter(([, columns]) => columns === "two").length).toBeGreaterThan(0);
    expect(templates.filter(([, columns]) => columns === "one").length).toBeGreaterThan(0);
  });

  // Every template in both languages (Chinese text takes other faces and line heights).
  const cases = (["en", "ch"] as const).flatMap((lang) =>
    templates.map(([name, columns]) => [name, columns, lang] as const),
  );
  it.each(cases)(
    "%s (%s columns, %s): the text layer holds the whole letter under the header",
    async (name, _, lang) => {
      const { user, app, data } = await letterFor(name, lang);
      const { pdf } = await api.createCoverLetterPdf(user.id, app.id);
      const text = await poppler("pdftotext", ["-enc", "UTF-8", "-", "-"], pdf);
      // Words in order, white space aside; some templates set the name in capitals, so it is looked for in any case.
      const body = squash(text).toLowerCase();
      const letter = squash(LETTERS[lang]).toLowerCase();
      expect(body).toContain(letter);
      expect(body).toContain(squash(data.basicInfo.title).toLowerCase());
      expect(body.indexOf(squash(data.basicInfo.name).toLowerCase())).toBeLessThan(body.indexOf(letter));
      expect((await pdfInfo(pdf)).Pages).toBe("1");
    },
    120_000,
  );
});
