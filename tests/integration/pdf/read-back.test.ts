// "What an ATS reads" in CI (issue 25 item 1): every template, in English and Chinese, printed in one and in two
// columns by the app's renderer (queue, pooled Chromium page, print page) from a stand-in serving the real resume
// component, stylesheets and fonts (support/print-page-server.ts), is read back by our parser, pdftotext and pdf.js
// (readBackResumePdf). Our parser must read back at least 0.98 of each template's fields, counted over its four
// PDFs (the sample resume: 35 fields each); a template below that fails with the fields it lost or garbled. The
// scores of all three readers are printed for docs/benchmarks.md. One browser, its pages reused, prints the PDFs in
// turn while the previous one is read back. Then the route: owner only, premium as a download, and the fixes the
// answer offers.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import type { Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { templateRegistry } from "@/lib/shared/templates/registry";
import type { ReadBackDto } from "@/lib/shared/validations/pdf-check/read-back";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

jest.setTimeout(120_000);

type Api = typeof import("./read-back-api");
type Lang = "en" | "ch";
type Printed = { resumeId: string; data: TResumeData; config: TResumeConfig };
type Case = { template: string; lang: Lang; format: TPdfFormat };

/** Issue 25 item 1: the share of a template's fields our own parser must read back. */
const MIN_OURS = 0.98;
const templates = templateRegistry.map((meta) => meta.componentName);
const cases: Case[] = templates.flatMap((template) =>
  (["en", "ch"] as const).flatMap((lang) => (["one", "two"] as const).map((format) => ({ template, lang, format }))),
);
const caseName = ({ template, lang, format }: Case) => `${template} ${lang} ${format}-column`;
const templateIsTwoColumn = (template: string) =>
  templateRegistry.some((meta) => meta.componentName === template && meta.columns === "two");

let api: Api;
let printServer: PrintPageServer;
let owner: Awaited<ReturnType<Api["seedUser"]>>;
const printed = new Map<string, Printed>();
const results = new Map<string, Promise<ReadBackDto>>();

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

async function storeResume(userId: string, document: { data: TResumeData; config: TResumeConfig }, name: string) {
  const resume = await api.db.resume.create({
    data: {
      userId,
      name,
      data: document.data as unknown as Prisma.InputJsonValue,
      config: document.config as unknown as Prisma.InputJsonValue,
    },
  });
  return { resumeId: resume.id, ...document };
}

beforeAll(async () => {
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  // This file's registry read env() when the print server's modules loaded: the app is loaded afresh with the origin.
  await jest.isolateModulesAsync(async () => {
    api = await import("./read-back-api");
  });
  owner = await api.seedUser("premium");
  for (const template of templates)
    for (const lang of ["en", "ch"] as const)
      printed.set(
        `${template}/${lang}`,
        await storeResume(owner.id, sampleResume(lang, { templateName: template }), `${template} ${lang}`),
      );
  // Printed in turn; each PDF is read back while the next one prints (the read-back's own pool bounds its work).
  let reading: Promise<unknown> = Promise.resolve();
  for (const testCase of cases) {
    const resume = printed.get(`${testCase.template}/${testCase.lang}`) as Printed;
    const pdf = await api.renderPdf(resume.resumeId, testCase.format);
    const result = reading.then(() => api.readBackResumePdf(pdf, resume, { format: testCase.format }));
    result.catch(() => undefined); // awaited by the template's test, which reports the failure
    reading = result.catch(() => undefined);
    results.set(caseName(testCase), result);
  }
  await reading;
  const scores = await Promise.all(
    cases.map(async (testCase) => {
      const result = await results.get(caseName(testCase))?.catch(() => null);
      const score = (extractor: string) => result?.extractors.find((e) => e.extractor === extractor)?.score ?? null;
      return [caseName(testCase), score("ours"), score("pdftotext"), score("pdfjs")];
    }),
  );
  console.log(JSON.stringify({ readBackScores: scores }));
}, 900_000);

afterAll(async () => {
  await api?.closePdfBrowser();
  await printServer?.close();
  await api?.db.$disconnect();
});

describe("our parser reads back every template", () => {
  it.each(templates)(`%s: at least ${MIN_OURS} of its fields in en and zh, one and two columns`, async (template) => {
    let read = 0;
    let total = 0;
    const misses: string[] = [];
    for (const testCase of cases.filter((c) => c.template === template)) {
      const result = await (results.get(caseName(testCase)) as Promise<ReadBackDto>);
      const ours = result.extractors.find((e) => e.extractor === "ours");
      expect(ours?.ok).toBe(true);
      for (const field of ours?.fields ?? []) {
        total += 1;
        if (field.status === "survived") read += 1;
        else
          misses.push(
            `${caseName(testCase)}: ${field.field} ${field.status} ${JSON.stringify(field.value)}` +
              (field.seen ? ` read as ${JSON.stringify(field.seen)}` : ""),
          );
      }
    }
    expect(total).toBeGreaterThan(100);
    // A failure names the template (the test's name), its score and every field the parser lost or garbled.
    const below = read / total < MIN_OURS ? { score: Number((read / total).toFixed(3)), misses } : null;
    expect(below).toBeNull();
  });
});

describe("the fixes", () => {
  it("offers the one-column download where a reader mixes the sidebar into the main column, never in one column", async () => {
    const fixesOf = async (testCase: Case) =>
      (await (results.get(caseName(testCase)) as Promise<ReadBackDto>)).fixes.map((fix) => fix.key);
    // pdftotext (poppler 22) reads the sidebar's skills between the entries' bullets of the main column.
    expect(await fixesOf({ template: "TemplateSidebar", lang: "en", format: "two" })).toContain("twoColumnOrder");
    for (const testCase of cases.filter((c) => c.format === "one"))
      expect(await fixesOf(testCase)).not.toContain("twoColumnOrder");
    for (const testCase of cases.filter((c) => c.format === "two" && !templateIsTwoColumn(c.template)))
      expect(await fixesOf(testCase)).not.toContain("twoColumnOrder");
  });

  it("names a date no reader recognises, and no other", async () => {
    const { data, config } = sampleResume("en", { templateName: "TemplateModern" });
    const work = data.sections.find((section) => section.kind === "empolyment");
    const first = work?.data[0];
    if (!work || !first) throw new Error("the sample has a work entry");
    work.data[0] = { ...first, startDate: "Summer 2019", endDate: "Autumn 2020" };
    const resume = await storeResume(owner.id, { data, config }, "Odd dates");
    const result = await api.readBackResumePdf(await api.renderPdf(resume.resumeId, "one"), resume, { format: "one" });
    expect(result.fixes.filter((fix) => fix.key === "dateFormat")).toEqual([
      { key: "dateFormat", values: { value: "Summer 2019 – Autumn 2020" } },
    ]);
    for (const extractor of result.extractors)
      expect(extractor.fields.find((f) => f.value === "Summer 2019 – Autumn 2020")?.status).not.toBe("survived");
  });
});

describe("POST /api/resumes/{id}/read-back", () => {
  const readBack = (user: Awaited<ReturnType<Api["seedUser"]>>, id: string, body: unknown) =>
    api.call(api.readBackRoute, { method: "POST", path: `/api/resumes/${id}/read-back`, user, body, params: { id } });

  it("answers the owner with three readers' fields, their texts and the fixes", async () => {
    const resume = printed.get("TemplateSidebar/ch") as Printed;
    const { status, body } = await readBack(owner, resume.resumeId, { format: "one" });
    expect(status).toBe(200);
    const answer = body.data as ReadBackDto;
    expect(answer.format).toBe("one");
    expect(answer.extractors.map((e) => [e.extractor, e.ok])).toEqual([
      ["ours", true],
      ["pdftotext", true],
      ["pdfjs", true],
    ]);
    for (const extractor of answer.extractors) {
      // The Chinese sample's fields (it has one link fewer than the English one).
      expect(extractor.fields).toHaveLength(34);
      expect(extractor.text).toContain(resume.data.basicInfo.name);
      expect(extractor.score).toBeGreaterThan(0.7);
    }
    expect(answer.fixes.map((fix) => fix.key)).not.toContain("twoColumnOrder");
  });

  it("is the owner's only, premium like a download, and takes only the two formats", async () => {
    const resume = printed.get("TemplateModern/en") as Printed;
    const [stranger, regular] = await Promise.all([api.seedUser("premium"), api.seedUser("regular")]);
    const regularResume = await storeResume(regular.id, sampleResume("en"), "Regular");
    expect((await readBack(stranger, resume.resumeId, { format: "two" })).status).toBe(404);
    const refused = await readBack(regular, regularResume.resumeId, { format: "two" });
    expect([refused.status, refused.body.code]).toEqual([403, 300101]);
    expect((await readBack(owner, resume.resumeId, { format: "three" })).status).toBe(400);
    expect((await api.call(api.readBackRoute, { method: "POST", params: { id: resume.resumeId } })).status).toBe(401);
  });
});
