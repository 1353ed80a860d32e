// The floor a PDF render is measured against (issue 23 item 9): page.pdf() of a static two-page HTML already loaded
// in a warm page of the same Chromium the server prints with (CHROMIUM_PATH, else @sparticuz/chromium's headless
// shell, as lib/server/pdf/browser.ts resolves it), print media emulated as the server's pooled pages do. Nothing else
// is timed: no server, no navigation, no fonts to fetch. A render cannot be faster than this on the same machine at
// the same moment, so "our p50 ÷ floor p50", both measured in one run, says how much the app adds whatever the load.
import puppeteer from "puppeteer-core";

const paragraph = (n) =>
  `<p>Item ${n}: shipped a measurable improvement to the payment platform, reviewed designs, wrote the migration plan ` +
  `and mentored two engineers along the way; the work cut p95 latency by a third and saved a team a week a month.</p>`;
// Two A4 pages of plain text in a system font: what a resume is, without the app.
const HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { margin: 0; padding: 48px 56px; font: 14px/1.5 sans-serif; color: #1f2937; }
h1 { font-size: 28px; margin: 0 0 8px; } h2 { font-size: 16px; margin: 20px 0 6px; color: #047857; }
p { margin: 0 0 6px; break-inside: avoid; }
</style></head><body><h1>Alex Morgan</h1>${Array.from(
  { length: 4 },
  (_, s) => `<h2>Section ${s + 1}</h2>${Array.from({ length: 6 }, (_, i) => paragraph(s * 6 + i + 1)).join("")}`,
).join("")}</body></html>`;

async function executable() {
  if (process.env.CHROMIUM_PATH) return { path: process.env.CHROMIUM_PATH, headless: true };
  const { default: chromium } = await import("@sparticuz/chromium");
  chromium.setGraphicsMode = false;
  return { path: await chromium.executablePath(), headless: "shell" };
}

/** A warm page holding the static document; `time()` prints it once and answers the milliseconds page.pdf() took. */
export async function startPdfFloor() {
  const { path, headless } = await executable();
  const browser = await puppeteer.launch({
    executablePath: path,
    headless,
    pipe: true,
    args: [
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--font-render-hinting=none",
    ],
  });
  const pages = [];
  async function openPage() {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.emulateMediaType("print");
    await page.setContent(HTML, { waitUntil: "load" });
    return page;
  }
  const print = (page) => page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  pages.push(await openPage());
  for (let i = 0; i < 3; i += 1) await print(pages[0]); // warm
  return {
    /** Milliseconds of one page.pdf() on the warm page. */
    async time() {
      const t0 = performance.now();
      await print(pages[0]);
      return performance.now() - t0;
    },
    /** PDFs per second with `concurrency` pages printing at once for `count` PDFs in all. */
    async throughput(concurrency, count) {
      while (pages.length < concurrency) pages.push(await openPage());
      let left = count;
      const t0 = performance.now();
      await Promise.all(
        pages.slice(0, concurrency).map(async (page) => {
          while (left > 0) {
            left -= 1;
            await print(page);
          }
        }),
      );
      return count / ((performance.now() - t0) / 1000);
    },
    /** One PDF of the static document, to check it has two pages. */
    sample: () => print(pages[0]),
    close: () => browser.close(),
  };
}
