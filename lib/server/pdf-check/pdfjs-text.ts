// What a pdf.js-based reader gets from a PDF (issue 25 item 1): the text items of getTextContent in the order the
// file draws them, a new line where the baseline moves or the page turns, as pdf.js's own text and pdf-parse join
// them (a form feed between pages, as pdftotext writes); a space between two items of a line that leave a gap. The items are the extraction worker's
// (lib/server/extract/extract-worker.mjs, pdf.js through unpdf), which already read the file for our parser: one pass
// serves both readers. The worker drops items of only whitespace and maps CJK radicals to ideographs.
import "server-only";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";

type TItem = Extract<TParseContent, { source: "pdf" }>["items"][number];

/** A baseline that moves less than this share of the type size is the same line (sub- and superscripts aside). */
const SAME_LINE = 0.4;
/** A gap wider than this share of the type size between two items of a line reads as a space. */
const WORD_GAP = 0.2;

export function pdfjsText(items: readonly TItem[]): string {
  let text = "";
  let previous: (TItem & { baseline: number }) | undefined;
  for (const item of items) {
    // The worker gives each item's top as its baseline less 0.8 of its type size.
    const baseline = item.y + item.fontSize * 0.8;
    if (previous) {
      const sameLine =
        previous.page === item.page &&
        Math.abs(baseline - previous.baseline) <= SAME_LINE * Math.max(item.fontSize, previous.fontSize, 1);
      if (!sameLine) text += previous.page === item.page ? "\n" : "\f";
      else if (item.x - (previous.x + previous.width) > WORD_GAP * item.fontSize && !/\s$/.test(previous.text))
        text += " ";
    }
    text += item.text;
    previous = { ...item, baseline };
  }
  return text;
}
