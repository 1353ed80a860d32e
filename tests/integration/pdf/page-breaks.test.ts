// Pages that never split an entry (issue 25 item 5), in every template, in English and Chinese, in one and two
// columns where the template has two: resumes of three or four pages whose entries fall at page ends
// (page-end-resume.ts: a few shifts of one line move different entries across each page end) are printed by the
// app's renderPdf (queue, pooled page of the PDF browser, print page of the stand-in serving the real resume
// component, stylesheets and fonts: support/print-page-server.ts) and read back with pdftotext page by page. Every
// entry's title and last line must print on one page, and every section heading on its first entry's page.
// The same print page, laid out on screen in the same browser page (screen media: the A4 rows of .rs-book, as the
// editor's preview shows them), must put every mark on the page the PDF did, and show as many pages as the PDF has
// (the preview's own count, components/editor/preview-geometry.ts). tests/e2e/preview-page-breaks.spec.ts compares
// the editor's real preview with a downloaded PDF.
// Each case also proves it tests something: laid out with no rule keeping anything together (NO_KEEP_CSS), at least
// one of its resumes has an entry across a page end, and across the suite many sections' first entries do.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Page } from "puppeteer-core";
import { PAGE_GAP_PX, PAGE_HEIGHT_PX, pageCount } from "@/components/editor/preview-geometry";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { templateRegistry } from "@/lib/shared/templates/registry";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import { allMarks, pageEndResume, type PageEndResume } from "./page-end-resume";
import {
  NO_KEEP_CSS,
  differentPages,
  pdfMarkPages,
  pdfPageTexts,
  previewMarkPages,
  splitEntries,
  strandedHeadings,
  type MarkPages,
} from "./page-marks";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

type Lang = "en" | "ch";
type Case = { template: string; lang: Lang; format: TPdfFormat };
type Screen = { pages: number; marks: MarkPages; free: MarkPages };
type Variant = { shift: number; resume: PageEndResume; pdf: MarkPages; pdfPages: number; screen: Screen };
type PdfModules = {
  renderPdf: (resumeId: string, format: TPdfFormat) => Promise<Uint8Array>;
  printUrl: (resumeId: string, format: TPdfFormat) => string;
  renderOnPooledPage: <T>(url: string, work: (page: Page) => Promise<T>) => Promise<T>;
  closePdfBrowser: () => Promise<void>;
};

/** Lines added before the entries. With these three, when nothing keeps entries together, every case has entries
 * across page ends in at least two of its resumes and most cases a section's first entry too (both checked below). */
const SHIFTS = [0, 2, 4];

const db = getDb();
let printServer: PrintPageServer;
let pdf: PdfModules;
const resumeIds = new Map<string, string>();
const variants = new Map<string, Variant[]>();
const caseKey = ({ template, lang, format }: Case) => `${template}/${lang}/${format}`;

const cases: Case[] = templateRegistry.flatMap(({ componentName: template, columns }) =>
  (["en", "ch"] as const).flatMap((lang) =>
    (columns === "two" ? (["one", "two"] as const) : (["two"] as const)).map((format) => ({ template, lang, format })),
  ),
);

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

/** The print page as the screen shows it (the pooled page prints in print media), with and without the keep rules. */
async function onScreen(page: Page, marks: string[]): Promise<Screen> {
  const geometry = { marks, book: ".rs-book", pageHeight: PAGE_HEIGHT_PX, pageGap: PAGE_GAP_PX };
  await page.emulateMediaType("screen");
  try {
    const height = await page.evaluate(() => document.querySelector<HTMLElement>(".rs-root")?.offsetHeight ?? 0);
    const kept = await page.evaluate(previewMarkPages, geometry);
    await page.evaluate((css) => {
      const style = document.createElement("style");
      style.id = "no-keep";
      style.textContent = css;
      document.head.append(style);
    }, NO_KEEP_CSS);
    const free = await page.evaluate(previewMarkPages, geometry);
    return { pages: pageCount(height), marks: kept, free };
  } finally {
    await page.evaluate(() => document.getElementById("no-keep")?.remove());
    await page.emulateMediaType("print");
  }
}

async function printVariant(testCase: Case, shift: number): Promise<Variant> {
  const resume = pageEndResume(testCase.lang, testCase.template, shift);
  const id = resumeIds.get(`${testCase.template}/${testCase.lang}/${shift}`) ?? "";
  const marks = allMarks(resume);
  const pages = await pdfPageTexts(await pdf.renderPdf(id, testCase.format));
  const screen = await pdf.renderOnPooledPage(pdf.printUrl(id, testCase.format), (page) => onScreen(page, marks));
  return { shift, resume, pdf: pdfMarkPages(pages, marks), pdfPages: pages.length, screen };
}

beforeAll(async () => {
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  const user = await db.user.create({
    data: { email: `page-breaks-${randomUUID()}@example.test`, nickName: "pages", isLifetime: true },
  });
  for (const { componentName } of templateRegistry)
    for (const lang of ["en", "ch"] as const)
      for (const shift of SHIFTS) {
        const { data, config } = pageEndResume(lang, componentName, shift);
        const resume = await db.resume.create({
          data: {
            userId: user.id,
            name: `${componentName} ${lang} ${shift}`,
            data: data as unknown as Prisma.InputJsonValue,
            config: config as unknown as Prisma.InputJsonValue,
          },
        });
        resumeIds.set(`${componentName}/${lang}/${shift}`, resume.id);
      }
  // env() is read once per module registry, and this file's registry read it (getDb) before the port was known.
  await jest.isolateModulesAsync(async () => {
    const { renderPdf, printUrl } = await import("@/lib/server/pdf/render-pdf");
    const { renderOnPooledPage } = await import("@/lib/server/pdf/pdf-pool");
    const { closePdfBrowser } = await import("@/lib/server/pdf/browser");
    pdf = { renderPdf, printUrl, renderOnPooledPage, closePdfBrowser };
  });
  // One browser, its two pooled pages reused for every print and every screen layout: a case's resumes are queued
  // together (the render queue runs two at a time), so one is read while another prints.
  for (const testCase of cases)
    variants.set(caseKey(testCase), await Promise.all(SHIFTS.map((shift) => printVariant(testCase, shift))));
}, 600_000);

afterAll(async () => {
  await Promise.all([pdf?.closePdfBrowser(), printServer?.close()]);
  await db.$disconnect();
});

describe.each(cases)("$template, $lang, format $format", (testCase) => {
  let printed: Variant[];

  beforeAll(() => {
    printed = variants.get(caseKey(testCase)) ?? [];
  });

  it("places entries at page ends: with nothing kept together, an entry runs across a page end", () => {
    expect(printed).toHaveLength(SHIFTS.length);
    const split = printed.flatMap((v) => splitEntries(v.screen.free, v.resume.entries));
    expect(split.length).toBeGreaterThan(0);
  });

  it("prints every entry on one page and every heading on its first entry's page", () => {
    for (const { shift, resume, pdf: pages, pdfPages } of printed) {
      const where = `shift ${shift}, ${pdfPages} pages`;
      expect({ where, missing: allMarks(resume).filter((mark) => !pages[mark]) }).toEqual({ where, missing: [] });
      expect({ where, split: splitEntries(pages, resume.entries) }).toEqual({ where, split: [] });
      expect({ where, stranded: strandedHeadings(pages, resume.headings) }).toEqual({ where, stranded: [] });
    }
  });

  it("lays the page out on screen with the PDF's cuts: every mark on the same page, as many pages", () => {
    for (const { shift, pdf: pages, pdfPages, screen } of printed) {
      expect({ shift, pages: screen.pages, moved: differentPages(screen.marks, pages) }).toEqual({
        shift,
        pages: pdfPages,
        moved: [],
      });
    }
  });
});

it("places sections' first entries at page ends too, so headings are tested with an entry that moves", () => {
  const all = [...variants.values()].flat();
  const firstEntries = (v: Variant) => new Set(v.resume.headings.map((h) => h.firstEntry));
  const moved = all.filter((v) =>
    v.resume.entries.some((e) => firstEntries(v).has(e.first) && v.screen.free[e.first] !== v.screen.free[e.last]),
  );
  // 40 of the 102 resumes when this was written.
  expect(moved.length).toBeGreaterThanOrEqual(all.length / 5);
});
