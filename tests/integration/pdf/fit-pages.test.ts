// "Fit to N pages" on the PDF side (issue 25 items 6 and 7). Short, long and dense resumes built from the sample
// (SIZES) are fitted to one or two pages, in English and Chinese. The page counts the fit goes by come from the real Chromium layout: the print page of the stand-in
// (support/print-page-server.ts: the app's resume component, stylesheets and fonts) laid out on screen, each candidate
// set on it as the custom properties the document would carry (spacingVars), counted as the editor's preview counts
// (preview-geometry.ts pageCount; tests/integration/pdf/page-breaks.test.ts proves those counts are the PDF's). The
// settings findFit picks are then saved and the resume printed again by the app's renderPdf: the PDF has exactly N
// pages (pdfinfo) and the same text as before fitting (pdftotext, whitespace taken out: lines break elsewhere).
// A dense resume is refused one page. Fitting's time in the browser (every candidate laid out, the most a fit can
// cost) is checked against item 7's 1 s for the three-page resume.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Page } from "puppeteer-core";
import { describeFit, findFit, fitCandidates, type FitTarget } from "@/components/editor/fit-pages";
import { pageCount } from "@/components/editor/preview-geometry";
import { readTemplateType } from "@/components/editor/read-template-type";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { spacingVarNames, spacingVars } from "@/lib/shared/resume/spacing";
import type {
  TResumeConfig,
  TResumeData,
  TSectionKind,
  TSpacing,
} from "@/lib/shared/validations/resume-document/document";
import { poppler } from "../support/pdf-probe";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

type Lang = "en" | "ch";
type Size = "short" | "long" | "dense";
type Case = { lang: Lang; size: Size; target: FitTarget };
type PdfModules = {
  renderPdf: (resumeId: string, format: "one" | "two") => Promise<Uint8Array>;
  printUrl: (resumeId: string, format: "one" | "two") => string;
  renderOnPooledPage: <T>(url: string, work: (page: Page) => Promise<T>) => Promise<T>;
  closePdfBrowser: () => Promise<void>;
};
/** What the browser measured: the page count now and with each candidate, and how long laying them all out took. */
type Measured = { pagesNow: number; counts: number[]; layoutMs: number; type: { bodyPx: number; lineHeight: number } };

/** The sample (TemplateModern) shortened or with entries repeated. Short: without its projects, two pages that
 * fit on one with tighter spacing and line height. Long: three times its work history, three pages that fit on two.
 * Dense: three times its work, projects (and, in English, certificates), four pages that fit on two only with
 * smaller text (12.5 px in Chinese, 12 px in English when this was written). */
const SIZES: Record<Size, (lang: Lang) => { drop?: TSectionKind[]; times: Partial<Record<TSectionKind, number>> }> = {
  short: () => ({ drop: ["project"], times: {} }),
  long: () => ({ times: { empolyment: 3 } }),
  dense: (lang) => ({ times: { empolyment: 3, project: 3, ...(lang === "en" && { certificate: 3 }) } }),
};
const cases: Case[] = (["en", "ch"] as const).flatMap((lang) => [
  { lang, size: "short" as const, target: 1 as const },
  { lang, size: "long" as const, target: 2 as const },
  { lang, size: "dense" as const, target: 2 as const },
]);

const db = getDb();
let printServer: PrintPageServer;
let pdf: PdfModules;
let userId = "";

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

function resumeOf({ lang, size }: Pick<Case, "lang" | "size">): { data: TResumeData; config: TResumeConfig } {
  const { data, config } = sampleResume(lang);
  const { drop = [], times } = SIZES[size](lang);
  const sections = data.sections
    .filter((section) => !(section.kind && drop.includes(section.kind)))
    .map((section) => ({
      ...section,
      data: Array.from({ length: (section.kind && times[section.kind]) || 1 }, (_, copy) =>
        section.data.map((item) => ({ ...item, id: copy ? `${item.id}-copy${copy}` : item.id })),
      ).flat(),
    }));
  return { data: { ...data, sections }, config };
}

/** In the page: each candidate's custom properties on the resume's root in turn (the others removed), its height
 * read (a forced layout), then the resume's own settings back. */
function layOutCandidates(
  root: Element,
  names: readonly string[],
  candidates: Record<string, string>[],
): { heights: number[]; ms: number } {
  const style = (root as HTMLElement).style;
  const own = names.map((name) => style.getPropertyValue(name));
  const started = performance.now();
  const heights = candidates.map((vars) => {
    for (const name of names) style.removeProperty(name);
    for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
    return (root as HTMLElement).offsetHeight;
  });
  const ms = performance.now() - started;
  names.forEach((name, i) => (own[i] ? style.setProperty(name, own[i]) : style.removeProperty(name)));
  return { heights, ms };
}

/** The print page of the resume as saved, laid out on screen as the preview lays it out. */
async function measure(resumeId: string, spacing: TSpacing): Promise<Measured> {
  return pdf.renderOnPooledPage(pdf.printUrl(resumeId, "two"), async (page) => {
    await page.emulateMediaType("screen");
    try {
      const type = await page.$eval(".rs-root", readTemplateType, spacing.lineHeight ?? 100);
      const candidates = fitCandidates(spacing, type).map(spacingVars);
      const now = await page.$eval(".rs-root", (root) => (root as HTMLElement).offsetHeight);
      const { heights, ms } = await page.$eval(".rs-root", layOutCandidates, spacingVarNames, candidates);
      return { pagesNow: pageCount(now), counts: heights.map(pageCount), layoutMs: ms, type };
    } finally {
      await page.emulateMediaType("print");
    }
  });
}

const pdfPages = async (file: Uint8Array) =>
  Number(/^Pages:\s+(\d+)/m.exec(await poppler("pdfinfo", ["-"], file))?.[1]);
/** The PDF's text as words in sorted order. Not in reading order: pdftotext orders an entry's head (title and
 * subtitle on the left, dates and city on the right) differently as lines move, in its layout mode and in content
 * stream order (-raw) alike. Words are what lines break between, so the comparison ignores where lines break:
 * whitespace, after a hyphen, dash or slash, and around each Chinese character or full-width punctuation mark. */
async function pdfWords(file: Uint8Array): Promise<string[]> {
  const text = await poppler("pdftotext", ["-enc", "UTF-8", "-", "-"], file);
  return text
    .split(
      /\s+|(?<=[-–/])|(?=[\p{Script=Han}\u3000-\u303f\uff00-\uffef])|(?<=[\p{Script=Han}\u3000-\u303f\uff00-\uffef])/u,
    )
    .filter(Boolean)
    .sort();
}

beforeAll(async () => {
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  const user = await db.user.create({
    data: { email: `fit-pages-${randomUUID()}@example.test`, nickName: "fit", isLifetime: true },
  });
  userId = user.id;
  // env() is read once per module registry, and this file's registry read it (getDb) before the port was known.
  await jest.isolateModulesAsync(async () => {
    const { renderPdf, printUrl } = await import("@/lib/server/pdf/render-pdf");
    const { renderOnPooledPage } = await import("@/lib/server/pdf/pdf-pool");
    const { closePdfBrowser } = await import("@/lib/server/pdf/browser");
    pdf = { renderPdf, printUrl, renderOnPooledPage, closePdfBrowser };
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([pdf?.closePdfBrowser(), printServer?.close()]);
  await db.$disconnect();
});

async function saveResume(testCase: Pick<Case, "lang" | "size">) {
  const { data, config } = resumeOf(testCase);
  const resume = await db.resume.create({
    data: {
      userId,
      name: `fit ${testCase.size} ${testCase.lang}`,
      data: data as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
    },
  });
  return { id: resume.id, config };
}

/** findFit with the browser's counts: it builds the same candidates again, each found by its settings. */
function fitWith(measured: Measured, current: TSpacing, target: FitTarget) {
  const candidates = fitCandidates(current, measured.type).map((candidate) => JSON.stringify(candidate));
  return findFit(
    { current, target, type: measured.type, pagesNow: measured.pagesNow },
    (candidate) => measured.counts[candidates.indexOf(JSON.stringify(candidate))] ?? Infinity,
  );
}

describe.each(cases)("$size resume, $lang, fitted to $target", (testCase) => {
  it("prints on exactly the pages asked for, with the same text", async () => {
    const { id, config } = await saveResume(testCase);
    const before = await pdf.renderPdf(id, "two");
    const measured = await measure(id, config.spacing);
    // The resume runs over the target as it is, and the PDF agrees with the layout the fit measured.
    expect(measured.pagesNow).toBeGreaterThan(testCase.target);
    expect(await pdfPages(before)).toBe(measured.pagesNow);

    const result = fitWith(measured, config.spacing, testCase.target);
    const fitted = result.kind === "fitted" ? result.spacing : config.spacing;
    console.log(
      `${testCase.size} ${testCase.lang}: ${measured.pagesNow} pages, candidates ${measured.counts.join(" ")} ` +
        `(${measured.layoutMs.toFixed(1)} ms), ${result.kind} ${JSON.stringify(fitted)} ` +
        JSON.stringify(describeFit(config.spacing, fitted, measured.type)),
    );
    expect(result).toMatchObject({ kind: "fitted", pages: testCase.target });
    // The dense resume proves smaller text on paper too, not only spacing and line height.
    if (testCase.size === "dense") expect(fitted.fontScale).toBeLessThan(100);

    await db.resume.update({
      where: { id },
      data: { config: { ...config, spacing: fitted } as unknown as Prisma.InputJsonValue },
    });
    const after = await pdf.renderPdf(id, "two");
    expect(await pdfPages(after)).toBe(testCase.target);
    expect(await pdfWords(after)).toEqual(await pdfWords(before));
    // Laid out again from the saved settings (not set on a laid-out page), the screen agrees too.
    expect((await measure(id, fitted)).pagesNow).toBe(testCase.target);
  }, 120_000);
});

it.each(["en", "ch"] as const)(
  "refuses to fit the dense %s resume to one page: even 12 px text leaves more",
  async (lang) => {
    const { id, config } = await saveResume({ lang, size: "dense" });
    const measured = await measure(id, config.spacing);
    expect(fitWith(measured, config.spacing, 1)).toEqual({ kind: "cannot", pages: measured.counts.at(-1) });
    expect(measured.counts.at(-1)).toBeGreaterThan(1);
  },
  120_000,
);

it("fits a three-page resume within a second of browser time, every candidate laid out (issue 25 item 7)", async () => {
  const { id, config } = await saveResume({ lang: "en", size: "long" });
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const measured = await measure(id, config.spacing);
    expect(measured.pagesNow).toBe(3);
    runs.push(measured.layoutMs);
  }
  const median = [...runs].sort((a, b) => a - b)[2]!;
  console.log(`three-page resume, all candidates laid out: ${runs.map((ms) => ms.toFixed(1)).join(", ")} ms`);
  expect(median).toBeLessThan(1000);
}, 120_000);
