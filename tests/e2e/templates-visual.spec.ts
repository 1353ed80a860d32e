// Every template with the English and Chinese samples, as Chromium renders the print route: a screenshot compared
// with the committed baseline, and a page-break check on the on-screen pagination (A4 rows of 1123 px).
import { expect, test, type Page } from "@playwright/test";
import { templateRegistry } from "@/lib/shared/templates/registry";

const A4_WIDTH_PX = Math.ceil((210 / 25.4) * 96);

type Breaks = { pages: number; strandedTitles: string[]; cutLines: string[]; overflowX: number };

/** Measures element boxes against the page rows: a title must share its page with the content after it, and no
 * line, entry head or skill may straddle two pages. */
async function measureBreaks(page: Page): Promise<Breaks> {
  return page.evaluate(() => {
    const book = document.querySelector<HTMLElement>(".rs-book");
    if (!book) throw new Error("no .rs-book");
    const style = getComputedStyle(book);
    const gap = parseFloat(style.rowGap) || 0;
    // The row height of resume-base.css (A4 as Chromium prints it, 1123 px).
    const pitch = parseFloat(style.getPropertyValue("--rs-page-height")) + gap;
    const top0 = book.getBoundingClientRect().top;
    const pageOf = (y: number) => Math.floor((y - top0) / pitch);
    const describe = (el: Element) => `${el.className}: ${(el.textContent ?? "").trim().slice(0, 40)}`;
    const strandedTitles: string[] = [];
    for (const title of document.querySelectorAll(".rs-section-title")) {
      const next =
        title.nextElementSibling?.querySelector(".rs-item-head, .rs-rich p, .rs-rich li, li, .rs-item-title") ??
        title.nextElementSibling;
      if (!next) continue;
      const titlePage = pageOf(title.getBoundingClientRect().top);
      const nextPage = pageOf(next.getBoundingClientRect().top);
      if (titlePage !== nextPage) strandedTitles.push(describe(title));
    }
    const cutLines: string[] = [];
    for (const el of document.querySelectorAll(".rs-root p, .rs-root li, .rs-item-head, .rs-section-title")) {
      const box = el.getBoundingClientRect();
      if (box.height > 0 && pageOf(box.top) !== pageOf(box.bottom - 1)) cutLines.push(describe(el));
    }
    const pages = pageOf(book.getBoundingClientRect().bottom - 1) + 1;
    return {
      pages,
      strandedTitles,
      cutLines,
      overflowX: document.documentElement.scrollWidth - book.getBoundingClientRect().width,
    };
  });
}

test.describe("template library", () => {
  test.use({ viewport: { width: A4_WIDTH_PX, height: 1123 }, deviceScaleFactor: 1 });

  test("an unknown template answers 404", async ({ page }) => {
    const response = await page.goto("/print/template/TemplateNope");
    expect(response?.status()).toBe(404);
  });

  for (const meta of templateRegistry) {
    for (const lang of ["en", "ch"] as const) {
      test(`${meta.componentName} (${lang}) looks as approved and breaks pages cleanly`, async ({ page }) => {
        const response = await page.goto(
          `/print/template/${meta.componentName}?lang=${lang}&theme=${meta.themes[0]?.name ?? ""}`,
        );
        expect(response?.status()).toBe(200);
        await page.evaluate(() => document.fonts.ready);
        const usedFonts = await page.evaluate(() =>
          [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
        );
        if (lang === "ch") expect(usedFonts.some((family) => /Noto (Sans|Serif) SC/.test(family))).toBe(true);
        const breaks = await measureBreaks(page);
        expect(breaks.strandedTitles).toEqual([]);
        expect(breaks.cutLines).toEqual([]);
        expect(breaks.pages).toBe(2);
        expect(breaks.overflowX).toBeLessThanOrEqual(1);
        await expect(page).toHaveScreenshot(["templates", `${meta.componentName}-${lang}.png`], {
          fullPage: true,
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  }
});
