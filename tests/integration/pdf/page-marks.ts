// Which page each mark of a page-end resume (page-end-resume.ts) lands on, in the PDF and on screen, read the same
// way by the integration test (tests/integration/pdf/page-breaks.test.ts, the print page in the PDF browser) and the
// browser test (tests/e2e/preview-page-breaks.spec.ts, the editor's preview), so both compare like with like.
import { execFile } from "node:child_process";
import type { EntryMarks, HeadingMarks } from "./page-end-resume";

/** Page numbers from 1; 0 for a mark that is not found once (missing, or printed twice). */
export type MarkPages = Record<string, number>;

/** The PDF's text page by page (`pdftotext` ends each page with a form feed), upper-cased: headings may be set in
 * capitals by the template's CSS. */
export function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-enc", "UTF-8", "-", "-"], { maxBuffer: 16 << 20 }, (error, stdout) =>
      error
        ? reject(error)
        : resolve(
            stdout
              .split("\f")
              .slice(0, -1)
              .map((page) => page.toUpperCase()),
          ),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}

export function pdfMarkPages(pages: string[], marks: string[]): MarkPages {
  return Object.fromEntries(
    marks.map((mark) => {
      const found = pages.flatMap((text, index) => (text.includes(mark.toUpperCase()) ? [index + 1] : []));
      return [mark, found.length === 1 ? (found[0] ?? 0) : 0];
    }),
  );
}

type PreviewGeometry = {
  marks: string[];
  /** The resume's root, e.g. `[data-testid="resume-preview"] .rs-book`. */
  book: string;
  /** Elements framing each page (the editor's page marks): a mark is on the page whose frame holds its middle. */
  frames?: string;
  /** Without frames, pages are rows of this height and gap down the book (components/editor/preview-geometry.ts). */
  pageHeight: number;
  pageGap: number;
};

/**
 * Runs in the page (page.evaluate in puppeteer and Playwright alike, so it uses nothing from outside): where each
 * mark's text lies on screen, as a page number. The preview may be scaled (a CSS transform): rows are measured in
 * the book's own pixels.
 */
export function previewMarkPages({ marks, book, frames, pageHeight, pageGap }: PreviewGeometry): MarkPages {
  const root = document.querySelector<HTMLElement>(book);
  if (!root) throw new Error(`no ${book}`);
  const box = root.getBoundingClientRect();
  const scale = box.width / root.offsetWidth || 1;
  const frameBoxes = frames
    ? Array.from(document.querySelectorAll(frames), (frame) => frame.getBoundingClientRect())
    : [];
  const pageAt = (y: number) => {
    if (!frames) return Math.floor((y - box.top) / scale / (pageHeight + pageGap)) + 1;
    return frameBoxes.findIndex((frame) => y >= frame.top && y < frame.bottom) + 1;
  };
  const pages: Record<string, number[]> = Object.fromEntries(marks.map((mark) => [mark, []]));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (const mark of marks) {
      for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + mark.length);
        const rect = range.getClientRects()[0];
        if (rect) pages[mark]?.push(pageAt(rect.top + rect.height / 2));
      }
    }
  }
  return Object.fromEntries(marks.map((mark) => [mark, pages[mark]?.length === 1 ? (pages[mark]?.[0] ?? 0) : 0]));
}

/** A style that lets the resume break anywhere: how the same resume flows with no rule keeping anything together,
 * to tell which entries and headings fall at a page end. */
export const NO_KEEP_CSS =
  ".rs-root *{break-inside:auto!important;break-before:auto!important;break-after:auto!important;" +
  "orphans:1!important;widows:1!important}";

/** Entries that start on one page and end on another: "K07A 2→3". */
export const splitEntries = (pages: MarkPages, entries: EntryMarks[]) =>
  entries.filter((e) => pages[e.first] !== pages[e.last]).map((e) => `${e.first} ${pages[e.first]}→${pages[e.last]}`);

/** Headings on another page than their first entry's title: "H02X 1, K05A 2". */
export const strandedHeadings = (pages: MarkPages, headings: HeadingMarks[]) =>
  headings
    .filter((h) => pages[h.heading] !== pages[h.firstEntry])
    .map((h) => `${h.heading} ${pages[h.heading]}, ${h.firstEntry} ${pages[h.firstEntry]}`);

/** Marks found on different pages: "K07A preview 3, PDF 2". */
export const differentPages = (preview: MarkPages, pdf: MarkPages) =>
  Object.keys(pdf)
    .filter((mark) => preview[mark] !== pdf[mark])
    .map((mark) => `${mark} preview ${preview[mark]}, PDF ${pdf[mark]}`);
