// Column detection on one PDF page. Two columns (or a main column and a sidebar, on either side) leave a vertical
// band that no text crosses below the page's header; a one-column page has body lines that run across any such
// band. A full-width header (name, contact line) above the columns may cross the band: it is kept apart and read
// first. Right-aligned dates of a one-column page also leave a band, so a "column" made mostly of dates is not one.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { findDateRange } from "./dates";
import { matchHeading } from "./headings";
import type { TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";

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

/** Rows of the items (within 4 pt of height), each as its text: small capitals come a letter an item. */
function rowTexts(items: TTextItem[]): string[] {
  const rows: TTextItem[][] = [];
  for (const item of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && item.y - (row[0] as TTextItem).y <= 4) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.x - b.x)
      .reduce((text, item, i) => {
        const before = row[i - 1];
        const gap = before ? item.x - (before.x + before.width) : 0;
        return text + (before && gap > (item.fontSize || 10) * 0.25 ? " " : "") + item.text;
      }, ""),
  );
}

const withHeadings = (items: TTextItem[]) => rowTexts(items).filter((text) => matchHeading(text)).length >= 3;

/** Most dates of the left column stand on no baseline of the right column's text. */
function offBaselines(left: TTextItem[], right: TTextItem[]): boolean {
  const dates = left.filter((item) => findDateRange(item.text));
  const off = dates.filter((date) => !right.some((item) => Math.abs(item.y - date.y) <= 3));
  return dates.length > 0 && off.length >= dates.length * 0.5;
}

/** Rows of text that are not dates alone; items within 4 pt of height (small capitals, a superscript) are one row. */
function textRows(items: TTextItem[]): number {
  const ys = items
    .filter((item) => !findDateRange(item.text))
    .map((item) => item.y)
    .sort((a, b) => a - b);
  return ys.filter((y, i) => i === 0 || y - (ys[i - 1] as number) > 4).length;
}

type Run = { from: number; to: number; headerBottom: number };

/** At most this many of the widest bands are tried as gutters: a real page has a handful, a hostile one thousands. */
const MAX_RUNS_TRIED = 16;

/** A max-heap of the crossing items' bottoms, whose ended items are dropped when they reach the top. */
class BottomHeap {
  private heap: { bottom: number; end: number }[] = [];
  push(entry: { bottom: number; end: number }): void {
    const heap = this.heap;
    heap.push(entry);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if ((heap[parent] as { bottom: number }).bottom >= entry.bottom) break;
      [heap[parent], heap[i]] = [entry, heap[parent] as { bottom: number; end: number }];
      i = parent;
    }
  }
  /** The highest bottom of the items still crossing at `x` (those that end after it). */
  topAfter(x: number): number {
    const heap = this.heap;
    while (heap.length > 0 && (heap[0] as { end: number }).end <= x) {
      const last = heap.pop() as { bottom: number; end: number };
      if (heap.length === 0) break;
      heap[0] = last;
      for (let i = 0; ;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let max = i;
        if (l < heap.length && (heap[l] as { bottom: number }).bottom > (heap[max] as { bottom: number }).bottom)
          max = l;
        if (r < heap.length && (heap[r] as { bottom: number }).bottom > (heap[max] as { bottom: number }).bottom)
          max = r;
        if (max === i) break;
        [heap[i], heap[max]] = [
          heap[max] as { bottom: number; end: number },
          heap[i] as { bottom: number; end: number },
        ];
        i = max;
      }
    }
    return heap.length > 0 ? (heap[0] as { bottom: number }).bottom : -Infinity;
  }
}

/**
 * Bands of x (between 15 % and 85 % of the page) where nothing below the header crosses, each with the bottom of the
 * header that does cross it; a band must be wide enough to be a gutter. An item crosses x inside its own span less a
 * point on each side. Found from the items' edges in order (issue 20 item 1: stepping across the page point by point
 * cost the page's width times its items, and never ended on a page as wide as a hostile client says), widest first.
 */
function gutterRuns(items: TTextItem[], pageWidth: number, top: number, extent: number): Run[] {
  const [left, right] = [pageWidth * 0.15, pageWidth * 0.85];
  const limit = top + extent * MAX_HEADER_SHARE;
  const spans = items
    .map((item) => ({ start: item.x + 1, end: item.x + item.width - 1, bottom: item.y + item.height }))
    .filter((span) => span.start < span.end && span.end > left && span.start < right)
    .sort((a, b) => a.start - b.start);
  const edges = [left, right];
  for (const span of spans) {
    if (span.start > left) edges.push(span.start);
    if (span.end < right) edges.push(span.end);
  }
  edges.sort((a, b) => a - b);
  const runs: Run[] = [];
  const heap = new BottomHeap();
  let next = 0;
  for (let i = 0; i + 1 < edges.length; i++) {
    const [from, to] = [edges[i] as number, edges[i + 1] as number];
    if (to <= from) continue;
    // The items crossing the whole of (from, to): started at or before `from`, ending after it (so at or after `to`).
    while (next < spans.length && (spans[next] as { start: number }).start <= from) {
      const span = spans[next] as { end: number; bottom: number };
      heap.push({ bottom: span.bottom, end: span.end });
      next += 1;
    }
    const crossing = heap.topAfter(from);
    const last = runs.at(-1);
    if (crossing > limit) continue;
    const headerBottom = crossing === -Infinity ? top : crossing;
    if (last && last.to === from && last.headerBottom === headerBottom) last.to = to;
    else runs.push({ from, to, headerBottom });
  }
  return runs
    .filter((r) => r.to - r.from >= MIN_GUTTER_WIDTH)
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, MAX_RUNS_TRIED);
}

function splitAt(items: TTextItem[], run: Run): TColumnSplit | null {
  const gutter = (run.from + run.to) / 2;
  const body = items.filter((item) => item.y >= run.headerBottom);
  const left = body.filter((item) => item.x + item.width <= gutter);
  const right = body.filter((item) => item.x >= gutter);
  const total = chars(body);
  const [leftChars, rightChars] = [chars(left), chars(right)];
  if (left.length < 5 || right.length < 5) return null;
  if (leftChars < total * MIN_SIDE_SHARE || rightChars < total * MIN_SIDE_SHARE) return null;
  // Right-aligned dates of a one-column page are no column; a left column of dates and section headings is one
  // when its labels are centred on their entries, off the text's baselines (labels read in line with the text by
  // lines.ts); dates on the baselines of their entries' first lines read well as one column.
  if ((mostlyDates(left) && !(withHeadings(left) && offBaselines(left, right))) || mostlyDates(right)) return null;
  // Each column needs lines of text at several heights, not one stray label or a few centred headings and dates
  // beside a block of text.
  if (textRows(left) < 4 || textRows(right) < 4) return null;
  return { gutter, headerBottom: run.headerBottom, mainSide: leftChars >= rightChars ? "left" : "right" };
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

/**
 * A page after a page split into columns, where detectColumns found no split of its own: a sidebar carried over to
 * the next page may hold a line or two (the last hobby, a wrapped certificate), too few rows for a column of its own.
 * The previous page's gutter still stands when nothing below this page's header crosses it (a header by the same rule
 * as detectColumns') and text stands on the sidebar's side of it; a page whose text runs across it, or stays on the
 * main column's side, is read as one column.
 */
export function continueColumns(items: TTextItem[], previous: TColumnSplit): TColumnSplit | null {
  const text = items.filter((item) => item.text.trim() !== "");
  if (text.length === 0) return null;
  const { gutter, mainSide } = previous;
  const top = Math.min(...text.map((item) => item.y));
  const extent = Math.max(...text.map((item) => item.y + item.height)) - top;
  const crossing = text.filter((item) => item.x + 1 < gutter && item.x + item.width - 1 > gutter);
  const headerBottom = crossing.length > 0 ? Math.max(...crossing.map((item) => item.y + item.height)) : top;
  if (headerBottom > top + extent * MAX_HEADER_SHARE) return null;
  const body = text.filter((item) => item.y >= headerBottom);
  const onSide = body.filter((item) => (mainSide === "left" ? item.x >= gutter : item.x + item.width <= gutter));
  return onSide.length > 0 ? { gutter, headerBottom, mainSide } : null;
}
