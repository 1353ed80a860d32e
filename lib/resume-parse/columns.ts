// Column detection on one PDF page. Two columns (or a main column and a sidebar, on either side) leave a vertical
// band that no text crosses below the page's header; a one-column page has body lines that run across any such
// band. A full-width header (name, contact line) above the columns may cross the band: it is kept apart and read
// first. Right-aligned dates of a one-column page also leave a band, so a "column" made mostly of dates is not one.
import { findDateRange } from "./dates";
import type { TTextItem } from "@/lib/validations/resume-parse/parse-content";

export type TColumnSplit = {
  /** The x of the gutter's middle. */
  gutter: number;
  /** Items whose top is above this y belong to the full-width header. */
  headerBottom: number;
  /** Which side holds the main (longer) column. */
  mainSide: "left" | "right";
};

const chars = (items: TTextItem[]) => items.reduce((sum, item) => sum + item.text.trim().length, 0);
const MIN_SIDE_SHARE = 0.06;
const MAX_HEADER_SHARE = 0.35;
const MIN_GUTTER_WIDTH = 6;

function mostlyDates(items: TTextItem[]): boolean {
  const total = chars(items);
  const dated = items.reduce((sum, item) => sum + (findDateRange(item.text) ? item.text.trim().length : 0), 0);
  return dated > total * 0.5;
}

/** Rows of text that are not dates alone; items within 4 pt of height (small capitals, a superscript) are one row. */
function textRows(items: TTextItem[]): number {
  const ys = items
    .filter((item) => !findDateRange(item.text))
    .map((item) => item.y)
    .sort((a, b) => a - b);
  return ys.filter((y, i) => i === 0 || y - (ys[i - 1] as number) > 4).length;
}

type Candidate = { x: number; headerBottom: number };

function candidateAt(items: TTextItem[], x: number, top: number, extent: number): Candidate | null {
  let headerBottom = -Infinity;
  for (const item of items) {
    if (item.x + 1 < x && x < item.x + item.width - 1) headerBottom = Math.max(headerBottom, item.y + item.height);
  }
  if (headerBottom !== -Infinity && headerBottom > top + extent * MAX_HEADER_SHARE) return null;
  return { x, headerBottom: headerBottom === -Infinity ? top : headerBottom };
}

type Run = { from: Candidate; to: number };

/** Contiguous runs of x where nothing below the header crosses; a run must be wide enough to be a gutter. */
function gutterRuns(items: TTextItem[], pageWidth: number, top: number, extent: number): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  for (let x = Math.round(pageWidth * 0.15); x <= pageWidth * 0.85; x += 2) {
    const candidate = candidateAt(items, x, top, extent);
    if (candidate && run && run.from.headerBottom === candidate.headerBottom && run.to === x - 2) run.to = x;
    else {
      run = candidate ? { from: candidate, to: x } : null;
      if (run) runs.push(run);
    }
  }
  return runs.filter((r) => r.to - r.from.x >= MIN_GUTTER_WIDTH).sort((a, b) => b.to - b.from.x - (a.to - a.from.x));
}

function splitAt(items: TTextItem[], run: Run): TColumnSplit | null {
  const gutter = (run.from.x + run.to) / 2;
  const body = items.filter((item) => item.y >= run.from.headerBottom);
  const left = body.filter((item) => item.x + item.width <= gutter);
  const right = body.filter((item) => item.x >= gutter);
  const total = chars(body);
  const [leftChars, rightChars] = [chars(left), chars(right)];
  if (left.length < 5 || right.length < 5) return null;
  if (leftChars < total * MIN_SIDE_SHARE || rightChars < total * MIN_SIDE_SHARE) return null;
  if (mostlyDates(left) || mostlyDates(right)) return null;
  // Each column needs lines of text at several heights, not one stray label or a few centred headings and dates
  // beside a block of text.
  if (textRows(left) < 4 || textRows(right) < 4) return null;
  return { gutter, headerBottom: run.from.headerBottom, mainSide: leftChars >= rightChars ? "left" : "right" };
}

/**
 * Of the bands that split the page into two plausible columns, the one that opens highest: a column boundary runs the
 * whole height below the header, while a band that only opens lower down is a gap inside one column (between skill
 * names and their right-aligned levels, say). Among bands opening at the same height, the widest.
 */
export function detectColumns(items: TTextItem[], pageWidth: number): TColumnSplit | null {
  const text = items.filter((item) => item.text.trim() !== "");
  if (text.length < 10) return null;
  const top = Math.min(...text.map((item) => item.y));
  const extent = Math.max(...text.map((item) => item.y + item.height)) - top;
  let best: TColumnSplit | null = null;
  for (const run of gutterRuns(text, pageWidth, top, extent)) {
    const split = splitAt(text, run);
    if (split && (!best || split.headerBottom < best.headerBottom - 2)) best = split;
  }
  return best;
}
