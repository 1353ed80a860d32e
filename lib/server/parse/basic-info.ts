// Name, headline, email, phone, location and links, from the lines before each column's first heading and from a
// contact section; email and phone fall back to any line. A label ("姓名：", "求职意向：", "Location:") is trusted
// most; otherwise the name is the largest short line near the top, and the headline the short line under it.
// Confidence is about the position, not the words (the parser never invents them): a value that is a whole line or a
// whole delimited part of one, where resumes put it (the name alone on the first line, the headline alone right under
// a sure name, the city as its own part of a contact line or after a label), is not marked for review (issue 21 item
// 14: seven marks on a clean Word file teach "Accept all"). A value picked out of a longer part stays a guess.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { findEmail, findLinks, findLocation, findPhone, isContactLine } from "./contact";
import { findDateRange } from "./dates";
import { matchHeading } from "./headings";
import { fieldRole, isLabelFragment, ROLE } from "./keywords";
import type { TFieldValue } from "./entries";
import type { TLinkArea } from "./link-areas";
import type { TRawSection } from "./sections";
import type { TLine } from "./types";

export type TBasicFound = {
  name?: TFieldValue;
  title?: TFieldValue;
  email?: TFieldValue;
  cellphone?: TFieldValue;
  location?: TFieldValue;
  links: { name: TFieldValue; src: TFieldValue }[];
  /** Lines taken whole (name, headline): not summary text. */
  used: Set<number>;
};

const NAME_WORDS = String.raw`(?:姓\s*名|name|full name|name\s*\/\s*surname)`;
const NAME_LABEL = new RegExp(`^${NAME_WORDS}\\s*[:：]\\s*(.{1,60})$`, "i");
/** A label in a cell of its own, its value in the next ("姓名 | 王浩然", "Name / Surname   Jordan Ellis"). */
const NAME_CELL = new RegExp(`^${NAME_WORDS}\\s*[:：]?$`, "i");
const TITLE_CELL =
  /^(?:求职意向|意向岗位|应聘职位|期望职位|目标职位|求职岗位|objective|job title|position|desired position)\s*[:：]?$/i;
/** A name and the headline after it on one line: "Samuel Okafor | iOS Developer", "Samuel Okafor, iOS Developer". */
const NAME_AND_TITLE = /^(.{2,40}?)(?:\s+[|｜·•–—]\s+|\s*[,，]\s*)(.{2,80})$/;
const TITLE_LABEL =
  /(?:求职意向|意向岗位|应聘职位|期望职位|目标职位|求职岗位|job title|position|title)\s*[:：]\s*([^|｜,，;；]{2,60})/i;
const cjk = /[\u3400-\u9fff]/;
/** A document title is not a name, however name-like ("Curriculum Vitae", "个人简历"). */
const DOCUMENT_TITLE = /^(?:r[ée]sum[ée]|cv|curriculum vitae|europass|个人简历|简历|履历)$/i;
/** The title as written, spaced or not ("个 人 简 历", "C U R R I C U L U M  V I T A E"). */
const isDocumentTitle = (text: string) =>
  DOCUMENT_TITLE.test(text.trim()) ||
  DOCUMENT_TITLE.test(text.replace(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, "").trim()) ||
  (/^(?:\S\s){3,}\S$/.test(text.trim()) && DOCUMENT_TITLE.test(text.replace(/\s+/g, "")));
/** What separates the values of a contact line ("a@b.com · +1 415 · San Francisco, CA | github.com/x"). */
const PART_SEPARATOR = /\s*[·•|｜;；/]\s*|\t+| {2,}/;
/** Sure of the value: a whole line or part in the place resumes put it. Below REVIEW_CONFIDENCE (0.7) is a guess. */
const SURE = 0.85;
const GUESS = 0.6;

/** The value is one whole part of the line as its separators cut it, give or take a label ("现居：北京"). */
function isWholePart(line: TLine, text: string): boolean {
  const wanted = text.trim();
  const parts = [...line.segments, line.text].flatMap((segment) => segment.split(PART_SEPARATOR));
  return parts.some((part) => {
    const trimmed = part.trim();
    return trimmed === wanted || trimmed.replace(/^[^:：]{1,12}[:：]\s*/, "") === wanted;
  });
}

function isNameLike(text: string): boolean {
  if (/[\d@/:：|｜]/.test(text) || findDateRange(text)) return false;
  if (cjk.test(text)) return text.replace(/\s+/g, "").length <= 6;
  const words = text.split(/\s+/);
  return words.length >= 1 && words.length <= 4 && text.length <= 40 && /^[\p{L}][\p{L}.'’ -]*$/u.test(text);
}

function isHeadlineLike(text: string): boolean {
  return !isContactLine(text) && !findDateRange(text) && text.length <= 80 && !/[.。]$/.test(text);
}

const value = (text: string, confidence: number, line: TLine): TFieldValue => ({
  value: text.trim(),
  confidence,
  line,
});

/** The value in the cell after a label's cell, on any of the lines. */
function cellAfter(lines: TLine[], label: RegExp, confidence: number): TFieldValue | undefined {
  for (const line of lines)
    for (const [i, segment] of line.segments.entries()) {
      const next = line.segments[i + 1];
      if (next && label.test(segment.trim())) return value(next, confidence, line);
    }
  return undefined;
}

/** `labelled`: the name came after its label ("Name:", a "Name / Surname" cell), as in a form of labelled rows. */
type TNameFound = { name?: TFieldValue; title?: TFieldValue; labelled?: boolean };

function findName(lines: TLine[], bodySize: number): TNameFound {
  for (const line of lines) {
    const labelled = NAME_LABEL.exec(line.segments[0] ?? "");
    if (labelled?.[1]) return { name: value(labelled[1], 0.95, line), labelled: true };
  }
  const cell = cellAfter(lines, NAME_CELL, 0.95);
  if (cell) return { name: cell, labelled: true };
  const candidates = lines.filter(
    (l) => l.page === 1 && !l.isBullet && isNameLike(l.segments[0] ?? "") && !isDocumentTitle(l.text),
  );
  const best = [...candidates].sort((a, b) => b.fontSize - a.fontSize || a.index - b.index)[0];
  // A name with its headline on the line, larger than every name-like line: "Samuel Okafor | iOS Developer".
  const joined = lines.find((l) => {
    const split = l.page === 1 && !l.isBullet ? NAME_AND_TITLE.exec(l.segments[0] ?? "") : null;
    return (
      split?.[1] &&
      split[2] &&
      l.fontSize >= bodySize * 1.3 &&
      (!best || l.fontSize > best.fontSize) &&
      isNameLike(split[1]) &&
      isHeadlineLike(split[2]) &&
      !findLocation(split[2])
    );
  });
  const split = joined ? NAME_AND_TITLE.exec(joined.segments[0] ?? "") : null;
  if (joined && split?.[1] && split[2])
    return { name: value(split[1], 0.8, joined), title: value(split[2], GUESS, joined) };
  if (!best) return {};
  const prominent = best.fontSize >= bodySize * 1.3 || best.headingLevel !== undefined;
  // A Word file's name paragraph often has a style (Title) the text does not carry: alone on the very first line of
  // the file, a name-like line is the name all the same.
  const first = lines.reduce<TLine | undefined>((top, l) => (top && top.index <= l.index ? top : l), undefined);
  const firstAlone = best === first && best.segments.length === 1;
  return { name: value(best.segments[0] ?? best.text, prominent ? 0.9 : firstAlone ? SURE : GUESS, best) };
}

/** A headline alone on its line (no digits, not a place), which a reader takes for one without a second look. */
const isPlainHeadline = (line: TLine) =>
  line.segments.length === 1 && !/\d/.test(line.text) && findLocation(line.text) === null;

/** The headline's part of a line that also gives the place: "iOS Developer · Chicago, IL". */
function headlinePart(text: string): string {
  const parts = text.split(PART_SEPARATOR).map((part) => part.trim());
  if (parts.length < 2) return text;
  const kept = parts.filter((part) => part && findLocation(part)?.value.trim() !== part && !isContactLine(part));
  return kept.length === 1 ? (kept[0] as string) : text;
}

/**
 * The headline of a form of labelled rows (Europass: "Name / Surname | Priya Raman", "Address | London", then
 * "Frontend Developer" on a line of its own): the first line after the name's that is one unlabelled value, neither a
 * contact detail nor a place. Never a label's own row, nor the name again.
 */
function unlabelledTitle(lines: TLine[], name: TFieldValue): TFieldValue | undefined {
  const line = lines.find(
    (l) =>
      l.index > name.line.index &&
      l.segments.length === 1 &&
      !l.isBullet &&
      l.text.trim() !== name.value &&
      isHeadlineLike(l.text) &&
      !findLocation(l.text) &&
      !matchHeading(l.text) &&
      !fieldRole(l.text) &&
      !isLabelFragment(l.text) &&
      !NAME_CELL.test(l.text.trim()),
  );
  return line ? value(line.text, GUESS, line) : undefined;
}

function findTitle(lines: TLine[], name: TFieldValue | undefined, labelled = false): TFieldValue | undefined {
  for (const line of lines) {
    const labelled = TITLE_LABEL.exec(line.text);
    if (labelled?.[1]) return value(labelled[1], 0.9, line);
  }
  const cell = cellAfter(lines, TITLE_CELL, 0.9);
  if (cell) return cell;
  if (!name) return undefined;
  if (labelled) return unlabelledTitle(lines, name);
  const nameSegments = name.line.segments;
  if (nameSegments.length > 1 && isHeadlineLike(nameSegments[1] ?? ""))
    return value(nameSegments[1] ?? "", GUESS, name.line);
  const next = lines.find((l) => l.index > name.line.index && l.column === name.line.column);
  // Under the name at its left edge, past contact lines set beside it (moderncv's header).
  // Or right under the name in another column's reading order (a header's name over a sidebar's first line).
  const under = lines.find(
    (l) =>
      l.index > name.line.index &&
      (l.index <= name.line.index + 4 || l.y - name.line.y <= name.line.fontSize * 1.6) &&
      l.page === name.line.page &&
      Math.abs(l.x - name.line.x) <= 4 &&
      l.y > name.line.y &&
      !l.isBullet &&
      isHeadlineLike(l.segments[0] ?? "") &&
      !findLocation(l.segments[0] ?? ""),
  );
  const nextFits = next && next.index <= name.line.index + 2 && !next.isBullet && isHeadlineLike(next.text);
  if (next && nextFits && (!under || Math.abs(next.x - name.line.x) <= 4 || under === next)) {
    // Right under a sure name, alone on its line: where every resume puts the headline.
    const sure = name.confidence >= SURE && next.index === name.line.index + 1 && isPlainHeadline(next);
    return value(headlinePart(next.segments[0] ?? next.text), sure ? SURE : GUESS, next);
  }
  if (under) return value(headlinePart(under.segments[0] ?? ""), GUESS, under);
  return undefined;
}

function firstMatch(
  lines: TLine[],
  find: (text: string) => { value: string } | null,
  confidence: number,
  /** The confidence instead when the value is a whole part of its line. */
  wholeConfidence = confidence,
): TFieldValue | undefined {
  for (const line of lines) {
    const found = find(line.text);
    if (found) return value(found.value, isWholePart(line, found.value) ? wholeConfidence : confidence, line);
  }
  return undefined;
}

const ENTRY_SECTIONS = new Set(["empolyment", "education", "project"]);
const linkKey = (src: string) =>
  src
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?/, "")
    .replace(/\/+$/, "");

/** The site a link leads to, as the parser names links: a known profile site, else the host. */
function siteName(url: string): string {
  const host = /^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(url)?.[1] ?? url;
  return /github\.com|linkedin\.com|gitee\.com|gitlab\.com/i.exec(host)?.[0] ?? host;
}

/**
 * Links the file carries over text outside work, education and projects (a header, a contact or links section, a
 * sidebar): each with the line of the text it stands over. Addresses the lines print already are not repeated.
 */
function linkedAreas(
  areas: TLinkArea[],
  sections: TRawSection[],
  known: Set<string>,
): { name: TFieldValue; src: TFieldValue }[] {
  const lines = sections.filter((s) => !ENTRY_SECTIONS.has(s.kind)).flatMap((s) => s.lines);
  const found: { name: TFieldValue; src: TFieldValue }[] = [];
  for (const area of areas) {
    // Compared without spaces: a link over "思雨" holds two items, "思" and "雨", which the line sets without one.
    const text = area.text.replace(/\s+/g, "");
    const line = lines.find(
      (l) =>
        l.page === area.page &&
        Math.abs(l.y - area.y) <= Math.max(3, l.fontSize) &&
        l.text.replace(/\s+/g, "").includes(text),
    );
    if (!line || known.has(linkKey(area.url))) continue;
    known.add(linkKey(area.url));
    found.push({ name: value(siteName(area.url), 0.8, line), src: value(area.url, 0.85, line) });
  }
  return found;
}

/** One to three capitalised words and nothing else: a city or a region as an address block prints it ("Barcelona"). */
const PLACE_WORDS = /^\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2}$/u;

/**
 * A place printed alone on its line in an address block stacked with the contact details (moderncv's header:
 * "Barcelona" over "Catalonia" over the phone and the e-mail, all flush right): the first line of a run of such lines
 * that ends beside a contact line, each set on the same edge as the next. A guess.
 */
function stackedPlace(lines: TLine[], used: Set<number | undefined>): TFieldValue | undefined {
  const placeLike = (line: TLine) =>
    !used.has(line.index) &&
    !line.isBullet &&
    line.segments.length === 1 &&
    line.text.length <= 30 &&
    PLACE_WORDS.test(line.text.trim()) &&
    !ROLE.test(line.text) &&
    !matchHeading(line.text) &&
    !isContactLine(line.text);
  const sameEdge = (a: TLine, b: TLine) =>
    a.page === b.page &&
    (Math.abs(a.x - b.x) <= 3 || (a.right !== undefined && b.right !== undefined && Math.abs(a.right - b.right) <= 3));
  // The next line of the block: a line beside it on the other side (the name) is not in it.
  const nextInBlock = (line: TLine) =>
    lines.find(
      (l) =>
        l.index > line.index && l.index <= line.index + 3 && sameEdge(line, l) && l.y - line.y <= line.fontSize * 2,
    );
  for (const line of lines) {
    if (!placeLike(line)) continue;
    let current = line;
    for (let step = 0; step < 3; step++) {
      const next = nextInBlock(current);
      if (!next) break;
      if (isContactLine(next.text)) return value(line.text, GUESS, line);
      if (!placeLike(next)) break;
      current = next;
    }
  }
  return undefined;
}

export function findBasicInfo(
  allLines: TLine[],
  sections: TRawSection[],
  bodySize: number,
  areas: TLinkArea[] = [],
): TBasicFound {
  const near = sections.filter((s) => s.kind === "preamble" || s.kind === "contact").flatMap((s) => s.lines);
  const found = findName(near.length > 0 ? near : allLines.slice(0, 5), bodySize);
  const name = found.name;
  const title = found.title ?? findTitle(near, name, found.labelled);
  const used = new Set([name?.line.index, title?.line.index].filter((i): i is number => i !== undefined));
  // The headline's line may give the place too ("iOS Developer · Chicago, IL"): its other parts are read for it.
  const locationLines = near
    .filter((l) => l.index !== name?.line.index)
    .flatMap((l) => {
      if (l.index !== title?.line.index) return [l];
      const rest = l.segments.map((segment) => segment.replace(title.value, " ").trim()).filter(Boolean);
      return rest.length > 0 ? [{ ...l, text: rest.join(" "), segments: rest }] : [];
    });
  const links = new Map<string, TBasicFound["links"][number]>();
  // By segment: a bare address counts when it stands alone as a value, which only the segment shows.
  for (const line of near)
    for (const link of line.segments.flatMap(findLinks))
      if (!links.has(link.src))
        links.set(link.src, { name: value(link.name, 0.8, line), src: value(link.src, 0.9, line) });
  const known = new Set([...links.keys()].map(linkKey));
  const linked = linkedAreas(areas, sections, known);
  return {
    name,
    title,
    email: firstMatch(near, findEmail, 0.95) ?? firstMatch(allLines, findEmail, 0.7),
    cellphone: firstMatch(near, findPhone, 0.9) ?? firstMatch(allLines, findPhone, 0.6),
    // A place found inside a longer part ("Worked remotely from Berlin, Germany") stays a guess.
    location:
      firstMatch(locationLines, (text) => findLocation(text, true), GUESS, SURE) ?? stackedPlace(near, new Set(used)),
    links: [...links.values(), ...linked].slice(0, 20),
    used,
  };
}
