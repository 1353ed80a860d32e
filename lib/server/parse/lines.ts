// Positioned text → lines in reading order: per page the full-width header, then the main column of every page, then
// the side column of every page (a sidebar's sections continue across pages as the main column's do). Items on one
// baseline form a line; a wide gap inside a line starts a new segment. Word blocks are lines already.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { continueColumns, detectColumns, type TColumnSplit } from "./columns";
import { findEmail, findLocation, isContactLine } from "./contact";
import { dateAtStart, findDateRange, openRangeAtStart } from "./dates";
import { matchHeading } from "./headings";
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

/** Items of one row, left to right, cut into segments at wide gaps; words within a segment spaced as set. */
function toSegments(sorted: TTextItem[]): Segment[] {
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
    lastSize = size;
    if (current.text && (gap > Math.max(size * 1.6, 14) || resized)) {
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
  };
}

function lineFromItems(items: TTextItem[], column: TColumn): Raw[] {
  const segments = toSegments([...items].sort((a, b) => a.x - b.x));
  // A section's label beside its first line, on one baseline ("Work      Software Engineering Intern", a label
  // column the page does not split off): the label is a heading line of its own, then the line.
  const [label, ...rest] = segments;
  if (label && rest.length > 0 && matchHeading(label.text))
    return [rawLine([label], column), rawLine(rest, column)].filter((line): line is Raw => line !== null);
  const line = rawLine(segments, column);
  return line ? [line] : [];
}

/** Items of one column of one page, grouped by baseline, top to bottom. */
function groupLines(items: TTextItem[], column: TColumn): Raw[] {
  const sorted = items
    .filter((item) => item.text.trim() !== "")
    .sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const rows: TTextItem[][] = [];
  let center = -Infinity;
  let rowSize = 0;
  for (const item of sorted) {
    const itemCenter = item.y + item.height / 2;
    const size = item.fontSize || item.height;
    const last = rows.at(-1);
    // Within a third of the smaller size: a large name and the small line under it stay apart.
    if (last && Math.abs(itemCenter - center) <= Math.max(1.5, Math.min(size, rowSize) * 0.35)) last.push(item);
    else {
      rows.push([item]);
      center = itemCenter;
      rowSize = size;
    }
  }
  return joinWrappedTokens(splitListColumns(rows).flatMap((row) => lineFromItems(row, column)));
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

function pdfLines(pages: TPage[], items: TTextItem[]): Raw[] {
  const header: Raw[] = [];
  const main: Raw[] = [];
  const side: Raw[] = [];
  let previous: TColumnSplit | null = null;
  pages.forEach((page, index) => {
    const onPage = items.filter((item) => item.page === index + 1);
    // A sidebar's last lines on the next page are too few for a split of their own: the previous page's gutter.
    const split: TColumnSplit | null =
      detectColumns(onPage, page.width) ?? (previous && continueColumns(onPage, previous));
    previous = split;
    if (!split) return main.push(...groupLines(onPage, "main"));
    const inHeader = (item: TTextItem) => item.y < split.headerBottom;
    const isLeft = (item: TTextItem) => item.x + item.width / 2 < split.gutter;
    const body = onPage.filter((item) => !inHeader(item));
    const [mainItems, sideItems] =
      split.mainSide === "left"
        ? [body.filter(isLeft), body.filter((item) => !isLeft(item))]
        : [body.filter((item) => !isLeft(item)), body.filter(isLeft)];
    header.push(...groupLines(onPage.filter(inHeader), "header"));
    const sideLines = groupLines(sideItems, "side");
    const mainLines = groupLines(mainItems, "main");
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
    if (isLabelColumn(sideLines)) main.push(...withLabels(mainLines, sideLines));
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
    if (!open || !end) continue;
    const range = `${open.head}${isCjk(open.head.at(-1)) && isCjk(end.date[0]) ? "" : " "}${end.date}`;
    if (!findDateRange(range)?.end) continue;
    const segments = [range, ...(open.rest ? [open.rest] : []), ...line.segments.slice(1)];
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

const isLabel = (text: string) =>
  Boolean(matchHeading(text) || findDateRange(text) || findLocation(text)?.value.trim() === text.trim()) ||
  /^[A-Z][A-Z &/]{2,30}$/.test(text);

/** A narrow column of section headings, dates and cities beside the text (some one-column templates print one). */
function isLabelColumn(lines: Raw[]): boolean {
  return lines.length > 0 && lines.filter((line) => isLabel(line.text)).length >= lines.length * 0.6;
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
    if (row && !isLabel(label.text) && !label.isBullet) {
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

function blockLine(block: TTextBlock): Raw | null {
  const segments = block.text
    .split(/\t+| {3,}/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const bullet = stripBullet(segments);
  if (bullet.segments.length === 0) return null;
  return {
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
}

export function toLines(content: TParseContent): TLine[] {
  // A LinkedIn export's rows are data, not lines of text (lib/server/linkedin/from-linkedin.ts).
  if (content.source === "linkedin") return [];
  const raw =
    content.source === "pdf"
      ? pdfLines(content.pages, content.items)
      : content.blocks.flatMap((b) => blockLine(b) ?? []);
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
