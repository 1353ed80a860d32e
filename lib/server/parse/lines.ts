// Positioned text → lines in reading order: per page the full-width header, then the main column of every page, then
// the side column of every page (a sidebar's sections continue across pages as the main column's do). Items on one
// baseline form a line; a wide gap inside a line starts a new segment. Word blocks are lines already.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { continueColumns, detectColumns, type TColumnSplit } from "./columns";
import { findEmail, findLocation, isContactLine } from "./contact";
import { dateAtStart, findDateRange, normaliseDate, openRangeAtStart } from "./dates";
import { PRESENT as PRESENT_VALUE } from "@/lib/shared/resume/date-value";
import { matchHeading } from "./headings";
import { fieldRole } from "./keywords";
import type { TColumn, TLine } from "./types";
import type { TPage, TParseContent, TTextBlock, TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";

// A glyph, "- " / "* " (with its space: "-5%" is no bullet), "1. ", "1、", "1)". "{ " is moderncv's dash as its
// symbol font maps it into the text layer.
const BULLET = /^\s*(?:[•·▪●○◦■□➢►▸▹✓✔❖◆◇](?:\s+|$)?|[-–*{](?:\s+|$)|\d{1,2}(?:[.)]\s+|、\s*))/;
const isCjk = (char: string | undefined) => Boolean(char && /[\u3000-\u9fff\uff00-\uffef]/.test(char));

type Raw = Omit<TLine, "index">;

function stripBullet(segments: string[]): { segments: string[]; isBullet: boolean } {
  const [first, ...rest] = segments;
  if (first === undefined) return { segments, isBullet: false };
  const match = BULLET.exec(first);
  if (!match) return { segments, isBullet: false };
  const remainder = first.slice(match[0].length).trim();
  return { segments: remainder ? [remainder, ...rest] : rest, isBullet: true };
}

type Segment = { text: string; items: TTextItem[] };

/**
 * Items of one row, left to right, cut into segments at wide gaps; words within a segment spaced as set. `edge`: the
 * left edge of the column's text, where a label hanging in the margin ends and its value begins (moderncv's "Design
 * Figma, Prototyping", set a few points apart).
 */
function toSegments(sorted: TTextItem[], edge?: number): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { text: "", items: [] };
  let right = -Infinity;
  let lastSize = 0;
  for (const item of sorted) {
    const size = item.fontSize || item.height || 10;
    const gap = item.x - right;
    // A change of size across a gap wider than a space is a new cell: "Roadmapping  Expert" in a grid of skills whose
    // levels are set smaller; the same size needs a wider gap (a tab stop, a right-aligned date).
    const resized = Math.abs(size - lastSize) >= 0.5 && gap > size * 0.8;
    const atEdge = edge !== undefined && right <= edge + 1 && Math.abs(item.x - edge) <= 1.5 && gap > 0.3;
    lastSize = size;
    if (current.text && (gap > Math.max(size * 1.6, 14) || resized || atEdge)) {
      segments.push(current);
      current = { text: "", items: [] };
    } else if (current.text && gap > size * 0.2 && !current.text.endsWith(" ") && !item.text.startsWith(" ")) {
      if (!(isCjk(current.text.at(-1)) && isCjk(item.text[0]))) current.text += " ";
    }
    current.text += item.text;
    current.items.push(item);
    right = Math.max(right, item.x + item.width);
  }
  if (current.text.trim()) segments.push(current);
  return segments
    .map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, " ").trim() }))
    .filter((segment) => segment.text);
}

function rawLine(segments: Segment[], column: TColumn): Raw | null {
  const bullet = stripBullet(segments.map((segment) => segment.text));
  if (bullet.segments.length === 0) return null;
  const items = segments.flatMap((segment) => segment.items);
  const first = items[0] as TTextItem;
  const fontSize = Math.max(...items.map((item) => item.fontSize || item.height || 10));
  const textChars = items.filter((item) => item.text.trim());
  const boldChars = textChars.filter((item) => item.bold).reduce((n, item) => n + item.text.trim().length, 0);
  const allChars = textChars.reduce((n, item) => n + item.text.trim().length, 0);
  const cells = segments
    .map((segment) => ({
      x: Math.min(...segment.items.map((item) => item.x)),
      right: Math.max(...segment.items.map((item) => item.x + item.width)),
    }))
    // A bullet that was a segment of its own is gone with it.
    .slice(segments.length - bullet.segments.length);
  return {
    text: bullet.segments.join(" "),
    segments: bullet.segments,
    fontSize,
    bold: allChars > 0 && boldChars >= allChars * 0.6,
    page: first.page,
    x: first.x,
    y: Math.min(...items.map((item) => item.y)),
    column,
    isBullet: bullet.isBullet,
    right: Math.max(...items.map((item) => item.x + item.width)),
    cells,
  };
}

function lineFromItems(items: TTextItem[], column: TColumn, edge?: number): Raw[] {
  const segments = toSegments(
    [...items].sort((a, b) => a.x - b.x),
    edge,
  );
  // A section's label beside its first line, on one baseline ("Work      Software Engineering Intern", a label
  // column the page does not split off): the label is a heading line of its own, then the line.
  const [label, ...rest] = segments;
  if (label && rest.length > 0 && matchHeading(label.text))
    return [rawLine([label], column), rawLine(rest, column)].filter((line): line is Raw => line !== null);
  const line = rawLine(segments, column);
  return line ? [line] : [];
}

/** Sizes one row may mix: small capitals (about 1.4), a level set smaller; not a name beside its contact column. */
const sameRowSizes = (a: number, b: number) => Math.max(a, b) <= Math.min(a, b) * 1.6;

/** Items of one column of one page, grouped by baseline, top to bottom. */
/** A column's edges where the page sets them (the gutter beside a column), not its own lines. */
type TBounds = { left?: number; right?: number };

function groupLines(items: TTextItem[], column: TColumn, bodySize: number, bounds: TBounds = {}): Raw[] {
  const sorted = items
    .filter((item) => item.text.trim() !== "")
    .sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const rows: { items: TTextItem[]; center: number; size: number }[] = [];
  for (const item of sorted) {
    const itemCenter = item.y + item.height / 2;
    const size = item.fontSize || item.height;
    // Within a third of the smaller size: a large name and the small line under it stay apart. A large name and a
    // small contact line beside it (moderncv's header) are two lines on one baseline, each read whole.
    let row: (typeof rows)[number] | undefined;
    for (let r = rows.length - 1; r >= 0; r--) {
      const candidate = rows[r] as (typeof rows)[number];
      if (itemCenter - candidate.center > 40) break;
      const near = Math.abs(itemCenter - candidate.center) <= Math.max(1.5, Math.min(size, candidate.size) * 0.35);
      if (near && sameRowSizes(size, candidate.size)) {
        row = candidate;
        break;
      }
      if (r === rows.length - 1 && !near) break;
    }
    if (row) row.items.push(item);
    else rows.push({ items: [item], center: itemCenter, size });
  }
  const rowItems = rows.map((row) => row.items);
  const edge = hangingEdge(rowItems);
  const lines = splitListColumns(rowItems).flatMap((row) => lineFromItems(row, column, edge));
  return joinWrappedLines(joinWrappedTokens(lines), bodySize, bounds);
}

/**
 * The left edge most rows of a column start at, when a column of labels hangs left of it (moderncv sets "Design" in
 * the margin, right-aligned, a few points before "Figma, Prototyping"): there a label ends and its value begins.
 */
function hangingEdge(rows: TTextItem[][]): number | undefined {
  if (rows.length < 6) return undefined;
  const starts = rows.map((row) => Math.min(...row.map((item) => item.x)));
  const counts = new Map<number, number>();
  for (const x of starts) counts.set(Math.round(x), (counts.get(Math.round(x)) ?? 0) + 1);
  let edge: number | undefined;
  let most = 0;
  for (const x of counts.keys()) {
    const n = (counts.get(x - 1) ?? 0) + (counts.get(x) ?? 0) + (counts.get(x + 1) ?? 0);
    if (n > most) [edge, most] = [x, n];
  }
  if (edge === undefined || most < Math.max(4, rows.length * 0.25)) return undefined;
  const at = edge;
  return starts.filter((x) => x < at - 10).length >= 3 ? at : undefined;
}

const GLYPH = /^\s*[•·▪●○◦■□➢►▸▹✓✔❖◆◇](?:\s|$)/;
const crosses = (item: TTextItem, x: number) => item.x < x - 2 && item.x + item.width > x + 2;

/**
 * A list set in two columns (CSS columns: the first items down the left, the rest down the right) puts two bullets on
 * one row, each item's wrapped lines beside the other's. From a row whose first item is a bullet and that holds a
 * second bullet well to its right, until a row reaches left of the first bullet or across the second, each row is cut
 * at the second bullet: the left parts are read first, then the right ones, as the list reads (and as the file holds
 * them), never a line glued across the two items.
 */
function splitListColumns(rows: TTextItem[][]): TTextItem[][] {
  const out: TTextItem[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = [...(rows[i] as TTextItem[])].sort((a, b) => a.x - b.x);
    const first = row[0];
    const second = row.find((item, at) => at > 0 && GLYPH.test(item.text) && first && item.x > first.x + 60);
    if (!first || !second || !GLYPH.test(first.text)) {
      out.push(rows[i] as TTextItem[]);
      continue;
    }
    const size = first.fontSize || first.height || 10;
    const left: TTextItem[][] = [];
    const right: TTextItem[][] = [];
    let j = i;
    let bottom = first.y;
    for (; j < rows.length; j++) {
      const cells = rows[j] as TTextItem[];
      const top = Math.min(...cells.map((item) => item.y));
      const inside = cells.every((item) => item.x >= first.x - 1 && !crosses(item, second.x));
      if (j > i && (!inside || top - bottom > size * 2.5)) break;
      bottom = top;
      const [l, r] = [cells.filter((item) => item.x < second.x - 2), cells.filter((item) => item.x >= second.x - 2)];
      if (l.length > 0) left.push(l);
      if (r.length > 0) right.push(r);
    }
    out.push(...left, ...right);
    i = j - 1;
  }
  return out;
}

const ONE_TOKEN_ADDRESS = /^\S*[@./]\S*$/;
const TOKEN_REST = /^[a-z0-9.][\w.~%/?#=&+-]*$/;

/**
 * An address too long for a narrow column wraps inside itself: "linkedin.com/in/example-jane-" over "doe",
 * "jane@example.co" over "m". A line that is one address, then a line directly under it, in the same style, that
 * is one lowercase token, are one line.
 */
function joinWrappedTokens(lines: Raw[]): Raw[] {
  const out: Raw[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const continues =
      last !== undefined &&
      !last.isBullet &&
      !line.isBullet &&
      last.segments.length === 1 &&
      line.segments.length === 1 &&
      ONE_TOKEN_ADDRESS.test(last.text) &&
      TOKEN_REST.test(line.text) &&
      // Two addresses stacked in a narrow column are two lines ("jane@example.edu" over "github.com/jane").
      !(findEmail(last.text)?.value === last.text && isContactLine(line.text)) &&
      last.page === line.page &&
      last.bold === line.bold &&
      Math.abs(last.fontSize - line.fontSize) < 0.3 &&
      Math.abs(last.x - line.x) <= 2 &&
      line.y > last.y &&
      line.y - last.y <= last.fontSize * 2;
    if (continues) {
      const text = last.text + line.text;
      out[out.length - 1] = { ...last, text, segments: [text] };
    } else out.push(line);
  }
  return out;
}

/** A value cut where its line ran out: a word that needs the next one ("Institute of", "Design &"), a comma, a dash. */
const DANGLING_END =
  /(?:[,，、&/(（]|\S[-‐]|\s(?:of|and|for|the|in|at|de|del|della|di|da|du|la|le|les|der|des|und|für|to|with|on|an))$/i;
const opensParenthesis = (text: string) => (text.match(/[(（]/g) ?? []).length > (text.match(/[)）]/g) ?? []).length;

type Cell = { x: number; right: number };

/**
 * A value too long for its place goes on under itself: "Software Engineer (New" over "Graduate)", "Illinois Institute
 * of" over "Technology", "Bachelor of Science, Information" over "Technology" in a right-aligned sidebar. The short
 * rest of it stands right under the cell it continues (left, right or centre aligned with it), in the same look, a
 * line's height below (no paragraph's gap), and the cell had run out of room: it ends in a word that needs the next
 * one, or the next line's first word would not have fitted beside it, or it is display text (a name or headline set
 * large) centred on it. The rest joins the cell it continues, as the reader reads it.
 */
function joinWrappedLines(lines: Raw[], bodySize: number, bounds: TBounds): Raw[] {
  if (lines.length < 2) return lines;
  // The column's edges that lines other than the two at hand reach (the three furthest out on each side are enough).
  const rightmost = [...lines].sort((a, b) => (b.right ?? b.x) - (a.right ?? a.x)).slice(0, 3);
  const leftmost = [...lines].sort((a, b) => a.x - b.x).slice(0, 3);
  const edges = (a: Raw, b: Raw): TEdges => ({
    left: bounds.left ?? leftmost.find((line) => line !== a && line !== b)?.x,
    right: bounds.right ?? rightmost.find((line) => line !== a && line !== b)?.right,
    bySplit: { left: bounds.left !== undefined, right: bounds.right !== undefined },
  });
  const out: Raw[] = [];
  // The last line a joined line took in: where the next one must stand under, and how full it ran.
  const lastPart = new Map<Raw, { y: number; cell: Cell; k: number }>();
  const overlaps = (a: Raw, b: Raw) => a.x < (b.right ?? b.x) && b.x < (a.right ?? a.x);
  for (const line of lines) {
    // The line it runs on from: the last line above it, or one a little higher with only lines beside them between
    // (a headline wrapped beside a contact line set on the right: "Product Designer &", the place, "Front-End").
    let joined: ReturnType<typeof wrapInto> = null;
    let at = out.length - 1;
    for (; at >= 0 && at >= out.length - 3; at--) {
      const candidate = out[at] as Raw;
      joined = wrapInto(candidate, line, lastPart.get(candidate), edges(candidate, line), bodySize);
      if (joined || overlaps(candidate, line)) break;
    }
    if (joined) {
      out[at] = joined.line;
      lastPart.set(joined.line, joined.part);
    } else out.push(line);
  }
  return out;
}

/**
 * Where a column ends on each side: the gutter of a page split into columns, else the furthest its other lines reach
 * (undefined when it has none).
 */
type TEdges = { left?: number; right?: number; bySplit: { left: boolean; right: boolean } };

function wrapInto(
  a: Raw,
  b: Raw,
  previous: { y: number; cell: Cell; k: number } | undefined,
  edges: TEdges,
  bodySize: number,
): { line: Raw; part: { y: number; cell: Cell; k: number } } | null {
  if (a.isBullet || b.isBullet || b.segments.length !== 1 || a.page !== b.page) return null;
  if (a.bold !== b.bold || Math.abs(a.fontSize - b.fontSize) >= 0.3) return null;
  const pitch = b.y - (previous?.y ?? a.y);
  if (pitch <= 0 || pitch > a.fontSize * 1.35) return null;
  const text = b.text;
  if (text.length > 40 || text.split(/\s+/).length > 5) return null;
  if (matchHeading(a.text) || matchHeading(text) || findDateRange(text) || isContactLine(text)) return null;
  const bCell = b.cells?.[0];
  if (!a.cells || a.cells.length !== a.segments.length || !bCell) return null;
  const cells = a.cells.map((cell, i) => (previous && i === previous.k ? previous.cell : cell));
  const centre = (cell: Cell) => (cell.x + cell.right) / 2;
  const aligned = (cell: Cell) =>
    Math.abs(cell.x - bCell.x) <= 2 ||
    Math.abs(cell.right - bCell.right) <= 2 ||
    Math.abs(centre(cell) - centre(bCell)) <= 3;
  const k = previous ? (aligned(cells[previous.k] as Cell) ? previous.k : -1) : cells.findIndex(aligned);
  const cell = cells[k];
  const segment = a.segments[k];
  if (!cell || segment === undefined || findDateRange(segment) || isContactLine(segment)) return null;
  const left = Math.abs(cell.x - bCell.x) <= 2;
  const rightAligned = !left && Math.abs(cell.right - bCell.right) <= 2;
  const firstWord = text.split(/\s+/)[0] ?? text;
  const wordWidth = ((bCell.right - bCell.x) * firstWord.length) / Math.max(1, text.length);
  const needed = cell.right - cell.x + a.fontSize * 0.25 + wordWidth;
  const [before, after] = [cells[k - 1], cells[k + 1]];
  // An edge the cell reaches well past (by more than a letter's width or so) is no edge of its: the widest of a list of
  // short items ran out of nothing. Lines end a word short of the edge, so the others' edge is a little short of it.
  const em = a.fontSize;
  const colRight =
    edges.right !== undefined && (edges.bySplit.right || cell.right <= edges.right + em) ? edges.right : undefined;
  const colLeft =
    edges.left !== undefined && (edges.bySplit.left || cell.x >= edges.left - em) ? edges.left : undefined;
  const limitRight = after ? after.x - a.fontSize : colRight;
  const limitLeft = before ? before.right + a.fontSize : colLeft;
  const available = left
    ? limitRight === undefined
      ? Infinity
      : limitRight - cell.x
    : rightAligned
      ? limitLeft === undefined
        ? Infinity
        : cell.right - limitLeft
      : colLeft === undefined || colRight === undefined
        ? Infinity
        : colRight - colLeft;
  // Two values of one width stacked ("广州" over "广东") line up on both edges: which way the text is set, and so
  // whether the first ran out of room, cannot be told.
  const sameWidth = left && Math.abs(cell.right - bCell.right) <= 2;
  // It ran out of room: the next line's first word would not have fitted beside it, and it fills most of the room (a
  // short item over a long one, in a list of one item a line, fills little of it).
  // Within an em: the edge is the gutter's middle, or where the other lines stop, a little inside the real one.
  const full = !sameWidth && needed >= available - em && cell.right - cell.x >= available * 0.6;
  // A name and headline set large and centred, the headline's last words on a line of their own; not two lines of one
  // size each whole ("JANE DOE" over "PRODUCT DESIGNER").
  const display = !left && !rightAligned && a.fontSize >= bodySize * 1.3 && a.text.length >= text.length * 2;
  if (!(DANGLING_END.test(segment) || opensParenthesis(segment) || full || display)) return null;
  const joiner = /\S[-‐]$/.test(segment) || (isCjk(segment.at(-1)) && isCjk(text[0])) ? "" : " ";
  const segments = a.segments.map((s, i) => (i === k ? `${s}${joiner}${text}` : s));
  return {
    line: {
      ...a,
      segments,
      text: segments.join(" "),
      right: Math.max(a.right ?? a.x, b.right ?? b.x),
      cells: a.cells.map((c, i) =>
        i === k ? { x: Math.min(c.x, bCell.x), right: Math.max(c.right, bCell.right) } : c,
      ),
    },
    part: { y: b.y, cell: bCell, k },
  };
}

/** The font size most of the items' text is set in. */
function itemsBodySize(items: TTextItem[]): number {
  const weight = new Map<number, number>();
  for (const item of items) {
    const size = Math.round((item.fontSize || item.height || 10) * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + item.text.trim().length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** "Page 2", "Page 1 of 3", "Seite 2", "第 2 页", "2 / 3", "- 2 -": a page's number, not the resume's text. */
const PAGE_MARK =
  /^(?:(?:page|seite|página|pagina|p\.)\s*\d+\b|第\s*\d+\s*页|\d+\s*(?:\/|of)\s*\d+$|[-–—]\s*\d+\s*[-–—]$)/i;

/**
 * Page furniture: a page's number in its top or bottom margin ("Page 1 - Curriculum vitæ of" over "Priya Raman", as
 * Europass prints at the foot of each page), with the line it runs on to, is left out: read in, it lands in whatever
 * section the page ends with, or glued to its last line.
 */
function withoutPageMarks(lines: Raw[], height: number): Raw[] {
  const margin = (line: Raw) => line.y < height * 0.08 || line.y > height * 0.9;
  const out: Raw[] = [];
  let mark: Raw | undefined;
  for (const line of lines) {
    const runsOn =
      mark !== undefined &&
      DANGLING_END.test(mark.text) &&
      line.page === mark.page &&
      Math.abs(line.fontSize - mark.fontSize) < 0.3 &&
      line.y > mark.y &&
      line.y - mark.y <= mark.fontSize * 1.6;
    if (runsOn) {
      mark = undefined;
      continue;
    }
    if (margin(line) && !line.isBullet && PAGE_MARK.test(line.text.trim())) {
      mark = line;
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * A paragraph that runs under the page's full-width header: its first line crosses the column gutter (so it is in the
 * header) and the rest does not ("…from crash logs to App Store" over "reviews."). The rows right under the header's
 * last line, at its left edge, in its size, a line's height apart, belong to it while that line does not end a
 * sentence.
 */
function headerWithRunOn(items: TTextItem[], split: TColumnSplit): number {
  let bottom = split.headerBottom;
  for (let step = 0; step < 3; step++) {
    const header = items.filter((item) => item.y < bottom);
    if (header.length === 0) return bottom;
    const lastY = Math.max(...header.map((item) => item.y));
    const row = header.filter((item) => Math.abs(item.y - lastY) <= 2).sort((a, b) => a.x - b.x);
    const first = row[0] as TTextItem;
    const size = first.fontSize || first.height || 10;
    const rowRight = Math.max(...row.map((item) => item.x + item.width));
    if (rowRight <= split.gutter || /[.。!！?？:：]$/.test((row.at(-1) as TTextItem).text.trim())) return bottom;
    const below = items.filter((item) => item.y >= bottom);
    if (below.length === 0) return bottom;
    const nextY = Math.min(...below.map((item) => item.y));
    const next = below.filter((item) => Math.abs(item.y - nextY) <= 2);
    const fits =
      nextY - lastY > 0 &&
      nextY - lastY <= size * 1.6 &&
      Math.abs(Math.min(...next.map((item) => item.x)) - first.x) <= 2 &&
      next.every((item) => Math.abs((item.fontSize || item.height || 10) - size) < 0.3);
    if (!fits) return bottom;
    bottom = Math.max(...next.map((item) => item.y)) + 0.01;
  }
  return bottom;
}

function pdfLines(pages: TPage[], items: TTextItem[]): Raw[] {
  const header: Raw[] = [];
  const main: Raw[] = [];
  const side: Raw[] = [];
  const bodySize = itemsBodySize(items);
  let previous: TColumnSplit | null = null;
  pages.forEach((page, index) => {
    const onPage = items.filter((item) => item.page === index + 1);
    const clean = (lines: Raw[]) => withoutPageMarks(lines, page.height);
    // A sidebar's last lines on the next page are too few for a split of their own: the previous page's gutter.
    const found: TColumnSplit | null =
      detectColumns(onPage, page.width) ?? (previous && continueColumns(onPage, previous));
    previous = found;
    if (!found) return main.push(...clean(groupLines(onPage, "main", bodySize)));
    const split = { ...found, headerBottom: headerWithRunOn(onPage, found) };
    const inHeader = (item: TTextItem) => item.y < split.headerBottom;
    const isLeft = (item: TTextItem) => item.x + item.width / 2 < split.gutter;
    const body = onPage.filter((item) => !inHeader(item));
    const [mainItems, sideItems] =
      split.mainSide === "left"
        ? [body.filter(isLeft), body.filter((item) => !isLeft(item))]
        : [body.filter((item) => !isLeft(item)), body.filter(isLeft)];
    header.push(...clean(groupLines(onPage.filter(inHeader), "header", bodySize)));
    // The gutter is an edge of both columns: the left one's right, the right one's left.
    const [leftBound, rightBound] = [{ right: split.gutter }, { left: split.gutter }];
    const [mainBound, sideBound] = split.mainSide === "left" ? [leftBound, rightBound] : [rightBound, leftBound];
    const sideLines = clean(groupLines(sideItems, "side", bodySize, sideBound));
    const mainLines = clean(groupLines(mainItems, "main", bodySize, mainBound));
    // A left column of field labels set flush against their values (Europass) may hold more text than the values.
    const leftItems = split.mainSide === "left" ? mainItems : sideItems;
    const [leftLines, rightLines] = split.mainSide === "left" ? [mainLines, sideLines] : [sideLines, mainLines];
    if (rightAligned(leftItems) && besideTheText(leftLines, rightLines)) {
      main.push(
        ...withLabels(
          rightLines.map((line) => ({ ...line, column: "main" })),
          leftLines,
        ),
      );
      return;
    }
    // Cards side by side (a theme's skills and languages as a grid: "Design" beside "Code", each over its tags) are
    // rows of one column, read across: the narrower column stands on the other's baselines and has no heading.
    if (oneGrid(sideLines, mainLines)) {
      main.push(...clean(groupLines(body, "main", bodySize)));
      return;
    }
    // Judged on the labels as they read, wrapped ones joined: "Melbourne," over "Australia" is one place.
    if (isLabelColumn(joinWrappedLabels(sideLines))) main.push(...withLabels(mainLines, sideLines));
    else {
      main.push(...mainLines);
      side.push(...sideLines);
    }
  });
  return [...joinStackedDates(header), ...joinStackedDates(main), ...joinStackedDates(side)];
}

/**
 * A date column too narrow for a range sets the end under the start ("Mar 2022 –" over "Present", "2020.07 –至" over
 * "今"), each beside a line of text: the end goes back to its start, and the whole range leads the first line.
 */
function joinStackedDates(lines: Raw[]): Raw[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [line, next] = [out[i] as Raw, out[i + 1] as Raw];
    const open = openRangeAtStart(line.segments[0] ?? "");
    // The end stands under the start, or under its dash when the date column is set flush right ("今" under "–至").
    const reach = Math.max(40, (open?.head.length ?? 0) * line.fontSize * 0.55);
    const under =
      next.page === line.page &&
      next.y > line.y &&
      next.y - line.y <= line.fontSize * 2.2 &&
      next.x - line.x >= -40 &&
      next.x - line.x <= reach;
    const end = open && under ? dateAtStart(next.segments[0] ?? "") : null;
    const stacked = open ? null : stackedDates(line, next);
    if (stacked) {
      const segments = [stacked];
      out[i] = { ...line, segments, text: stacked, cells: undefined };
      out.splice(i + 1, 1);
      continue;
    }
    if (!open || !end) continue;
    // The end's month may have stayed on the first line: "Jan 2021 – Feb" over "2022".
    const monthKept = open.rest ? `${open.head} ${open.rest} ${end.date}` : "";
    const whole = monthKept !== "" && findDateRange(monthKept)?.raw === monthKept;
    const range = whole
      ? monthKept
      : `${open.head}${isCjk(open.head.at(-1)) && isCjk(end.date[0]) ? "" : " "}${end.date}`;
    if (!findDateRange(range)?.end) continue;
    const segments = [range, ...(open.rest && !whole ? [open.rest] : []), ...line.segments.slice(1)];
    out[i] = { ...line, segments, text: segments.join(" ") };
    const rest = stripBullet([...(end.rest ? [end.rest] : []), ...next.segments.slice(1)]);
    if (rest.segments.length === 0) out.splice(i + 1, 1);
    else
      out[i + 1] = {
        ...next,
        segments: rest.segments,
        text: rest.segments.join(" "),
        isBullet: next.isBullet || rest.isBullet,
      };
  }
  return out;
}

/** A line that is one date and nothing else ("2014", "Sep 2021"), as the date. */
function dateOnly(line: Raw): string | null {
  if (line.segments.length !== 1 || line.isBullet) return null;
  const found = dateAtStart(line.text);
  return found && found.rest === "" && !findDateRange(line.text)?.end ? found.date : null;
}

/**
 * A range set as two dates one over the other without a dash ("2014" over "2017", a timeline's years): the same look,
 * the same left edge, a line apart, the later date under the earlier one. The range as the reader reads it.
 */
function stackedDates(line: Raw, next: Raw): string | null {
  const [start, end] = [dateOnly(line), dateOnly(next)];
  if (!start || !end) return null;
  const close =
    next.page === line.page &&
    next.y > line.y &&
    next.y - line.y <= line.fontSize * 2 &&
    Math.abs(next.x - line.x) <= 3 &&
    next.bold === line.bold &&
    Math.abs(next.fontSize - line.fontSize) < 0.3;
  const [from, to] = [normaliseDate(start), normaliseDate(end)];
  const ordered = to === PRESENT_VALUE || (/^\d{4}/.test(from) && /^\d{4}/.test(to) && to >= from);
  return close && ordered ? `${start} – ${end}` : null;
}

const isLabel = (text: string) =>
  Boolean(matchHeading(text) || findDateRange(text) || findLocation(text)?.value.trim() === text.trim()) ||
  /^[A-Z][A-Z &/]{2,30}$/.test(text);

/** A narrow column of section headings, dates and cities beside the text (some one-column templates print one). */
function isLabelColumn(lines: Raw[]): boolean {
  return lines.length > 0 && lines.filter((line) => isLabel(line.text)).length >= lines.length * 0.6;
}

/**
 * Cards of one grid, not a sidebar beside a column: every line of `side` but a few stands on a baseline of `main`
 * beside a line in its own look (a card's title beside a card's title, tags beside tags), none is a heading, and the
 * two columns are about as wide (a sidebar is narrower than the text beside it).
 */
function oneGrid(side: Raw[], main: Raw[]): boolean {
  if (side.length < 2 || side.some((line) => matchHeading(line.text))) return false;
  const beside = side.filter((line) =>
    main.some(
      (other) =>
        other.page === line.page &&
        Math.abs(other.y - line.y) <= 2 &&
        other.bold === line.bold &&
        Math.abs(other.fontSize - line.fontSize) < 0.3,
    ),
  );
  const width = (lines: Raw[]) =>
    Math.max(...lines.map((line) => line.right ?? line.x)) - Math.min(...lines.map((line) => line.x));
  const text = main.filter((line) => !matchHeading(line.text));
  return beside.length >= side.length * 0.8 && text.length > 0 && width(side) >= width(text) * 0.6;
}

/** Rows whose right edges line up while their left edges do not: labels set flush against the text they name. */
function rightAligned(items: TTextItem[]): boolean {
  const rows = new Map<number, { left: number; right: number }>();
  for (const item of items) {
    const key = Math.round(item.y);
    const row = rows.get(key) ?? { left: Infinity, right: -Infinity };
    rows.set(key, { left: Math.min(row.left, item.x), right: Math.max(row.right, item.x + item.width) });
  }
  const all = [...rows.values()];
  if (all.length < 3) return false;
  const rights = all.map((row) => row.right).sort((a, b) => a - b);
  const median = rights[Math.floor(rights.length / 2)] as number;
  const lefts = all.map((row) => row.left);
  const flush = all.filter((row) => Math.abs(row.right - median) <= 4).length >= all.length * 0.8;
  return flush && Math.max(...lefts) - Math.min(...lefts) > 8;
}

/**
 * A narrow column left of the text whose short lines stand on the text's baselines, set flush right against it: field
 * labels beside their values (moderncv's dates and skill names, Europass's "Dates" / "Occupation or position held"),
 * not a sidebar of its own.
 */
function besideTheText(side: Raw[], main: Raw[]): boolean {
  if (side.length < 3) return false;
  const short = side.filter((line) => line.text.length <= 40).length >= side.length * 0.8;
  const beside = side.filter((label) =>
    main.some((line) => line.page === label.page && Math.abs(line.y - label.y) <= 3),
  );
  // Most labels stand beside a line of text, or every line of text has its label (a page of Europass rows).
  const labelled = main.filter((line) =>
    side.some((label) => label.page === line.page && Math.abs(line.y - label.y) <= 3),
  );
  return short && (beside.length >= side.length * 0.5 || labelled.length >= main.length * 0.8);
}

/**
 * A label too long for its narrow column wraps: "Jul 2018 – Dec" over "2020", "Jan 2021 –" over "Present",
 * "San Francisco," over "CA". A line left open (a dash or comma at its end, or a range's first date only) and the
 * line right under it are one label.
 */
function joinWrappedLabels(labels: Raw[]): Raw[] {
  const out: Raw[] = [];
  for (const line of labels) {
    const last = out.at(-1);
    const text = last ? `${last.text} ${line.text}` : line.text;
    const near = last !== undefined && line.page === last.page && line.y - last.y <= last.fontSize * 2;
    const open =
      last !== undefined &&
      !matchHeading(last.text) &&
      !matchHeading(line.text) &&
      (/[-–—~,，]$/.test(last.text) || (findDateRange(last.text)?.end === "" && Boolean(findDateRange(text)?.end)));
    // A heading wrapped in the narrow column: "PROFESSIONAL SKILLS" over "SUMMARY" (which alone names another).
    const wrappedHeading =
      last !== undefined &&
      Math.abs(last.fontSize - line.fontSize) < 0.5 &&
      !findDateRange(last.text) &&
      Boolean(matchHeading(text)) &&
      matchHeading(text) !== matchHeading(line.text);
    if (last && near && (open || wrappedHeading)) {
      const joined = { ...last, text, segments: [text] };
      labelBottoms.set(joined, line.y + line.fontSize);
      out[out.length - 1] = joined;
    } else out.push(line);
  }
  return out;
}

/** The bottom of a label joined from the lines it wrapped onto. */
const labelBottoms = new WeakMap<Raw, number>();

/** Runs of text lines set close together: a space wider than a paragraph's between two lines ends a run. */
function textBlocks(main: Raw[]): Raw[][] {
  const blocks: Raw[][] = [];
  for (const line of main) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    const close = line.page === last?.page && line.y - last.y <= last.fontSize * 2.2;
    // A section heading opens a run of its own: a label beside the section's first entry is not beside the heading.
    if (block && close && !matchHeading(line.text) && !matchHeading(last.text)) block.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

const centreOf = (label: Raw) => (label.y + (labelBottoms.get(label) ?? label.y + label.fontSize)) / 2;

/**
 * The run of text a label names, when it does not stand beside the run's first line: a heading or a date set in the
 * middle of its section or entry, as a table row centres its cells (a label beside the first line of a run of two or
 * more has its centre higher), or an entry's only date set low beside it, when the entry's lines give no dates.
 */
function runOf(label: Raw, blocks: Raw[][], labels: Raw[]): Raw | undefined {
  const centre = centreOf(label);
  const block = blocks.find((lines) => {
    const [first, last] = [lines[0] as Raw, lines.at(-1) as Raw];
    if (lines.length < 2 || first.page !== label.page) return false;
    const middle = (first.y + last.y + last.fontSize) / 2;
    if (Math.abs(middle - centre) <= Math.max(label.fontSize * 0.6, 4)) return true;
    const within = (l: Raw) =>
      l.page === first.page && centreOf(l) >= first.y && centreOf(l) <= last.y + last.fontSize + l.fontSize;
    return (
      Boolean(findDateRange(label.text)) &&
      within(label) &&
      labels.filter((l) => findDateRange(l.text) && within(l)).length === 1 &&
      !lines.some((line) => findDateRange(line.text))
    );
  });
  return block?.[0];
}

/**
 * Labels read in line with the text: each before the text line it stands beside or above, or before the run of text
 * it is centred on, and at the text's left edge, where entry headers are looked for.
 */
function withLabels(main: Raw[], labels: Raw[]): Raw[] {
  const out = [...main];
  const labelled = new Set<Raw>();
  const left = Math.min(...main.map((line) => line.x));
  const blocks = textBlocks(main);
  const joinedLabels = joinWrappedLabels(labels);
  for (const label of joinedLabels) {
    // A field's label on its value's baseline ("Frontend   React, TypeScript", "English   Native") is the line's first
    // segment; a heading, a date, a place or a bullet's neighbour stays a line of its own.
    const row = out.find(
      (line) => line.page === label.page && Math.abs(line.y - label.y) <= 3 && !line.isBullet && !labelled.has(line),
    );
    // A field's label that is also a heading's word ("学历": education, or a degree's label) is a label here.
    if (row && (!isLabel(label.text) || fieldRole(label.text)) && !label.isBullet) {
      const joined = {
        ...row,
        text: `${label.text} ${row.text}`,
        segments: [label.text, ...row.segments],
        x: Number.isFinite(left) ? left : row.x,
      };
      out[out.indexOf(row)] = joined;
      labelled.add(joined);
      continue;
    }
    // Beside the first text line that reaches below the label's top: a label set larger or smaller than the text
    // (small capitals, a date in a smaller size) has another top than the line it stands beside.
    const centred = runOf(label, blocks, joinedLabels);
    const at =
      centred && out.includes(centred)
        ? out.indexOf(centred)
        : out.findIndex((line) => line.y + line.fontSize > label.y + 1);
    out.splice(at < 0 ? out.length : at, 0, { ...label, column: "main", x: Number.isFinite(left) ? left : label.x });
  }
  return out;
}

function blockLine(block: TTextBlock): Raw[] {
  const segments = block.text
    .split(/\t+| {3,}/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const bullet = stripBullet(segments);
  if (bullet.segments.length === 0) return [];
  const line: Raw = {
    text: bullet.segments.join(" "),
    segments: bullet.segments,
    fontSize: block.kind === "heading" ? 14 - (block.level ?? 1) : 10,
    bold: block.bold ?? block.kind === "heading",
    page: 1,
    x: 0,
    y: 0,
    column: "main",
    isBullet: block.kind === "list" || bullet.isBullet,
    ...(block.kind === "heading" ? { headingLevel: block.level ?? 1 } : {}),
  };
  // A section's label in the cell before its text ("Skills | Swift, SwiftUI", a table of labels and values), as a PDF's
  // label on its first line's baseline is read (lineFromItems): the label is a heading line of its own, then the text.
  // Only a row of the two: a row of several labels and values ("Objective | Engineer | Links | …") is a form's.
  const [label, ...rest] = line.segments;
  if (line.isBullet || !label || rest.length !== 1 || !matchHeading(label)) return [line];
  return [
    { ...line, text: label, segments: [label] },
    { ...line, text: rest.join(" "), segments: rest },
  ];
}

export function toLines(content: TParseContent): TLine[] {
  // A LinkedIn export's rows are data, not lines of text (lib/server/linkedin/from-linkedin.ts).
  if (content.source === "linkedin") return [];
  const raw = content.source === "pdf" ? pdfLines(content.pages, content.items) : content.blocks.flatMap(blockLine);
  return raw.map((line, index) => ({ ...line, index }));
}

/** The font size most body text is set in (by characters), which headings and names stand out from. */
export function bodyFontSize(lines: TLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}
