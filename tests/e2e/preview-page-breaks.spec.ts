// The editor's preview shows the PDF's page cuts (issue 25 item 5), for every template and both resume languages: a
// resume whose entries fall at page ends (tests/integration/pdf/page-end-resume.ts, three or four pages) is opened in
// the editor at 1366 px and downloaded as a PDF (POST /api/download/{id}, the template's own columns). Each entry's
// title ends in a mark ("K07A") and its text in another ("K07Z"), each section heading in one ("H03X"). In the
// preview, a mark's page is the page frame (data-testid="preview-page", drawn every A4 page) that holds it; in the PDF,
// the page whose text (pdftotext, page by page, in Node) holds it (tests/integration/pdf/page-marks.ts). Expected:
// as many frames as PDF pages, every mark on the same page in both, every entry's two marks on one page and every
// heading on its first entry's page. The resume is also laid out with no rule keeping anything together, to show it
// has an entry across a page end that the rules move. tests/integration/pdf/page-breaks.test.ts checks the same on
// the print page in the PDF browser, for every template in one and two columns and at three shifts.
import { expect, test } from "@playwright/test";
import { PAGE_GAP_PX, PAGE_HEIGHT_PX } from "@/components/editor/preview-geometry";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { allMarks, pageEndResume } from "@/tests/integration/pdf/page-end-resume";
import {
  NO_KEEP_CSS,
  differentPages,
  pdfMarkPages,
  pdfPageTexts,
  previewMarkPages,
  splitEntries,
  strandedHeadings,
} from "@/tests/integration/pdf/page-marks";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", ch: "/ch" } as const;
/** No line added before the entries: as built, every template's resume has an entry at a page end (the integration
 * test's first shift). */
const SHIFT = 0;

for (const meta of templateRegistry) {
  for (const lang of ["en", "ch"] as const) {
    test(`${meta.componentName} (${lang}): the preview's pages cut where the PDF's do, and no entry is split`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      const user = await seedUser("premium");
      const resume = pageEndResume(lang, meta.componentName, SHIFT);
      const seeded = await seedResume(user.id, {
        name: `Page ends ${meta.componentName}`,
        document: { data: resume.data, config: resume.config },
      });
      await signIn(page.context(), baseURL!, user);
      await page.goto(`${prefix[lang]}/editor/${seeded.id}`);
      const marks = allMarks(resume);
      const preview = page.getByTestId("resume-preview");
      await expect(preview).toContainText(marks.at(-1) ?? "");

      const response = await page.request.post(`/api/download/${seeded.id}`, {
        data: { format: "two" },
        headers: { Origin: new URL(baseURL!).origin },
      });
      expect(response.status()).toBe(200);
      const pdfPages = await pdfPageTexts(new Uint8Array(await response.body()));
      const inPdf = pdfMarkPages(pdfPages, marks);
      expect(marks.filter((mark) => !inPdf[mark])).toEqual([]);

      // Fonts in, the preview counted its pages (a ResizeObserver): one frame per PDF page.
      await page.evaluate(() => document.fonts.ready);
      await expect(preview.getByTestId("preview-page")).toHaveCount(pdfPages.length);
      const geometry = {
        marks,
        book: '[data-testid="resume-preview"] .rs-book',
        frames: '[data-testid="resume-preview"] [data-testid="preview-page"]',
        pageHeight: PAGE_HEIGHT_PX,
        pageGap: PAGE_GAP_PX,
      };
      const inPreview = await page.evaluate(previewMarkPages, geometry);
      expect(differentPages(inPreview, inPdf)).toEqual([]);
      expect(splitEntries(inPdf, resume.entries)).toEqual([]);
      expect(strandedHeadings(inPdf, resume.headings)).toEqual([]);

      await page.addStyleTag({ content: NO_KEEP_CSS });
      const free = await page.evaluate(previewMarkPages, { ...geometry, frames: undefined });
      expect(splitEntries(free, resume.entries).length).toBeGreaterThan(0);
    });
  }
}
