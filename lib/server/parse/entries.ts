// Work, education and project entries. An entry starts at a header line (not a bullet, short or bold or split into
// segments, at the section's left edge) that has a date range or is followed by one within two header lines; its
// header lines give organisation, role or degree, dates and city, the lines after it the description. A section
// with no dates at all starts an entry at each header line that follows body text.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { findLocation } from "./contact";
import { findDateRange, withoutDates, type TDateRange } from "./dates";
import {
  DEGREE,
  fieldRole,
  isLabelFragment,
  ORGANISATION,
  ROLE,
  SCHOOL,
  WORK_ARRANGEMENT,
  type TFieldRole,
} from "./keywords";
import type { TLine } from "./types";

export type TEntryKind = "empolyment" | "education" | "project";
export type TFieldValue = { value: string; confidence: number; line: TLine };
export type TEntry = {
  title?: TFieldValue;
  subTitle?: TFieldValue;
  startDate?: TFieldValue;
  endDate?: TFieldValue;
  city?: TFieldValue;
  description?: TFieldValue;
};

type Group = { header: TLine[]; date: { range: TDateRange; line: TLine } | null; body: TLine[] };

const cjk = /[\u3400-\u9fff]/;
const visibleLength = (text: string) => [...text].reduce((n, c) => n + (cjk.test(c) ? 2 : 1), 0);

/** What a Chinese highlight opens with: a verb of what was done. */
const CN_DEED =
  /^(?:负责|主导|参与|编写|使用|建立|设计|推动|完成|带领|优化|搭建|实现|维护|制定|协助|组织|主持|引入|落地|独立|提升|降低|重构|撰写|推进|牵头)/;
/** A role's last word ("负责人", "工程师"): a header all the same. */
const CN_ROLE_END = /(?:人|师|员|长|经理|总监|主管|专员|顾问)$/;

function isHeaderLike(line: TLine, leftEdge: number | null, hasWrap: boolean, kind: TEntryKind): boolean {
  if (line.isBullet) return false;
  if (findDateRange(line.text)) return true;
  if (hasWrap && leftEdge !== null && line.x > leftEdge + 4) return false;
  // A sentence ends with a full stop; a company name may end with an abbreviation's ("Parcelwise Inc.").
  if (/[.。;；!！]$/.test(line.text) && !/\b(?:inc|ltd|co|corp|llc|plc|gmbh|jr|sr|st)\.$/i.test(line.text))
    return false;
  // Chinese highlights open with what was done ("负责…", "主导…"), a header with a name or a role.
  if (!line.bold && line.segments.length === 1 && CN_DEED.test(line.text) && !CN_ROLE_END.test(line.text)) return false;
  if (line.bold || line.segments.length > 1 || visibleLength(line.text) <= 56) return true;
  // A longer "Role, Company, City" line (moderncv's entries) is a header all the same.
  return visibleLength(line.text) <= 100 && splitCommas(line.text, kind).length > 1;
}

/** A line that is only a place ("Austin, TX", "南京"): the city of the entry above, never its first line of text. */
/** A degree written first ("BA, English Literature", "M.S., Communications") has the shape of "City, Region". */
const startsWithDegree = (text: string) => DEGREE.exec(text)?.index === 0;
const isPlaceOnly = (text: string) =>
  !ROLE.test(text) && !startsWithDegree(text) && findLocation(text)?.value.trim() === text.trim();

/** The field each segment of a line stands for, from its label (Europass rows) or its table's header row. */
const roles = new WeakMap<TLine, (TFieldRole | undefined)[]>();
const roleOf = (line: TLine) => roles.get(line)?.find(Boolean);

/**
 * Label cells out, values kept with the field they name: "Occupation or position held | Engineer" is the value
 * "Engineer" as a role; a table's header row ("时间 | 公司 | 职位", "Dates | Company | Position") names the cells of the
 * rows under it; a label alone on its line, or a piece of a long one wrapped in its narrow column, is left out.
 */
function withFieldRoles(lines: TLine[]): TLine[] {
  const out: TLine[] = [];
  let columns: (TFieldRole | undefined)[] | null = null;
  for (const line of lines) {
    const named = line.isBullet ? [] : line.segments.map(fieldRole);
    if (named.length >= 2 && named.every(Boolean)) {
      columns = named;
      continue;
    }
    if (named.length === 1 && (named[0] || isLabelFragment(line.text))) continue;
    if (named[0] && line.segments.length >= 2) {
      const segments = line.segments.slice(1);
      const value = { ...line, text: segments.join(" "), segments };
      roles.set(
        value,
        segments.map((_, i) => (i === 0 ? named[0] : undefined)),
      );
      out.push(value);
      continue;
    }
    if (columns && line.segments.length === columns.length) roles.set(line, columns);
    out.push(line);
  }
  return out;
}

/** A labelled organisation or school after the entry's text (Europass names the employer last) belongs to it. */
function joinsLate(line: TLine, current: Group | undefined): boolean {
  const role = roleOf(line);
  return Boolean(current && (role === "org" || role === "school") && !current.header.some((l) => roleOf(l) === role));
}

/**
 * A plain line under two bold header lines that names neither a role nor an organisation nor a place is the entry's
 * first line of text: bullets drawn as CSS list markers leave no glyph in the text (a theme's highlights under its
 * bold dates and position).
 */
function plainAfterBoldHeader(line: TLine, current: Group, kind: TEntryKind): boolean {
  if (current.header.length < 2 || !current.header.every((l) => l.bold)) return false;
  return plainOther(line, kind);
}

const plainOther = (line: TLine, kind: TEntryKind) =>
  !line.bold &&
  line.segments.length === 1 &&
  !findDateRange(line.text) &&
  !isPlaceOnly(line.text) &&
  classify(line.text, kind) === "other";

/**
 * Lines set flush right (a right-aligned sidebar's education: "Bachelor of Science, Information Technology" over
 * "Illinois Institute of Technology"): their left edges say nothing of indents.
 */
function flushRight(lines: TLine[]): boolean {
  const rights = lines.map((l) => l.right).filter((r): r is number => r !== undefined);
  if (lines.length < 2 || rights.length !== lines.length) return false;
  const edge = Math.max(...rights);
  const lefts = lines.map((l) => l.x);
  return rights.every((r) => edge - r <= 2) && Math.max(...lefts) - Math.min(...lefts) > 4;
}

function group(lines: TLine[], hasWrap: boolean, kind: TEntryKind): Group[] {
  const leftEdge = flushRight(lines) ? null : Math.min(...lines.map((l) => l.x));
  const headerLike = lines.map((l) => {
    const role = roleOf(l);
    return role ? role !== "description" : isHeaderLike(l, leftEdge, hasWrap, kind);
  });
  const dates = lines.map((l, i) => (headerLike[i] ? findDateRange(l.text) : null));
  const anyDates = dates.some(Boolean);
  // Where every dated line is bold, a plain line naming neither role, organisation nor place is text, not a header.
  const dated = lines.filter((_, i) => dates[i]);
  // Unless the line under each dated line names an organisation or a role in most entries: then it is that field in
  // every entry, named by its place ("Stadtwerke Potsdam" where the others read "Kiosk GmbH", "Lumen Software").
  const underDates = lines.flatMap((l, i) => (i > 0 && dates[i - 1] && !dates[i] && !l.isBullet && !l.bold ? [i] : []));
  const named = underDates.filter((i) => classify((lines[i] as TLine).text, kind) !== "other").length;
  const byPlace = underDates.length >= 3 && named >= underDates.length * 0.6;
  if (dated.length >= 2 && dated.every((l) => l.bold))
    lines.forEach((l, i) => {
      if (byPlace && underDates.includes(i)) return;
      if (headerLike[i] && !dates[i] && !roleOf(l) && plainOther(l, kind)) headerLike[i] = false;
    });
  // Entries that each open with their dates on a line of their own (a theme's "January 2020 - Present" over the role
  // and its highlights, no employer): a line before a date is the last of the entry above, not the next one's first.
  const datesLead =
    Boolean(dates[0]) && lines.every((l, i) => !dates[i] || withoutDates(l.text, dates[i] ?? null) === "");
  const dateAhead = (i: number) => {
    if (datesLead) return false;
    for (let j = i + 1; j <= i + 2 && j < lines.length && headerLike[j]; j++) if (dates[j]) return true;
    return false;
  };
  const groups: Group[] = [];
  lines.forEach((line, i) => {
    const current = groups.at(-1);
    const date = dates[i] ?? null;
    // An entry whose dates closed its header (role, organisation, dates) is complete: a header line with dates just
    // ahead starts the next one even before any body text ("B.A. Psychology" under the previous degree's dates).
    const closedByDates = Boolean(current?.date && current.date.line !== current.header[0] && dateAhead(i));
    if (joinsLate(line, current)) {
      current?.header.push(line);
      return;
    }
    // Without dates, a header that names a second school or degree (organisation or role) is the next entry's.
    const named = !anyDates && headerLike[i] ? classify(line.text, kind) : "other";
    const again =
      (named === "org" || named === "role") && Boolean(current?.header.some((l) => classify(l.text, kind) === named));
    const startsNew =
      headerLike[i] &&
      (!current || current.body.length > 0 || Boolean(date && current.date) || closedByDates || again) &&
      (anyDates ? Boolean(date) || dateAhead(i) : true);
    if (startsNew) {
      groups.push({ header: [line], date: date ? { range: date, line } : null, body: [] });
    } else if (
      current &&
      current.body.length === 0 &&
      headerLike[i] &&
      !plainAfterBoldHeader(line, current, kind) &&
      // Up to three header lines (organisation, role, dates), not counting a line that is only the city.
      (current.header.filter((l) => !isPlaceOnly(l.text)).length < 3 || isPlaceOnly(line.text)) &&
      !(date && current.date)
    ) {
      current.header.push(line);
      if (date) current.date = { range: date, line };
    } else if (current) {
      current.body.push(line);
    } else {
      groups.push({ header: [], date: null, body: [line] });
    }
  });
  return groups;
}

/** A piece of a header line, with the cell (segment, its dates taken out) it was cut from. */
type Part = { text: string; line: TLine; cell: string; role?: TFieldRole };

function headerParts(group: Group, kind: TEntryKind): Part[] {
  return group.header.flatMap((line) =>
    line.segments.flatMap((segment, at) => {
      const role = roles.get(line)?.[at];
      const cleaned = withoutDates(segment, findDateRange(segment));
      // A labelled employer or school given with its address ("Name and address of employer | Cascade Robotics,
      // Seattle, WA"): the place at its end is the entry's city, not part of the name.
      const named = role === "org" || role === "school" ? placeAtEnd(cleaned.split(/\s*[,，]\s*/)) : null;
      const place = named?.place && named.rest.length > 0 ? named.place : null;
      const text = place && named ? cleaned.slice(0, cleaned.lastIndexOf(place)).replace(/[\s,，]+$/, "") : cleaned;
      const parts = text
        .split(/\s+[|｜·•—–@]\s+|\s*[|｜]\s*|\s+-\s+/)
        .flatMap(splitAtAt)
        .flatMap((piece) => splitCommas(piece, kind))
        // A space between two Chinese characters separates parts; one beside a Latin word ("高级 Java 开发工程师")
        // is only the spacing Chinese text puts around Latin words.
        .flatMap((piece) => piece.split(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/))
        .map((piece) => piece.replace(/^[,，、\s]+|[,，、:：\s]+$/g, "").trim())
        .filter((piece) => piece.length > 0)
        .map((part) => ({ text: part, line, cell: cleaned, ...(role ? { role } : {}) }));
      return place ? [...parts, { text: place, line, cell: cleaned }] : parts;
    }),
  );
}

/**
 * "Software Engineer at Acme" is a role and a company, "BA English Literature at University of Leeds" a degree and a
 * school; "University of Texas at Dallas" is one name.
 */
function splitAtAt(text: string): string[] {
  const at = /\s+at\s+/.exec(text);
  const before = at ? text.slice(0, at.index) : "";
  const degreeAtSchool = startsWithDegree(before) && SCHOOL.test(text.slice((at?.index ?? 0) + (at?.[0].length ?? 0)));
  if (!at || !(ROLE.test(before) || degreeAtSchool)) return [text];
  return [text.slice(0, at.index), text.slice(at.index + at[0].length)];
}

/** The last pieces of a comma list that name a place ("…, San Francisco, CA", "…, Austin"), and what is before. */
function placeAtEnd(pieces: string[]): { rest: string[]; place: string | null } {
  for (const take of [2, 1]) {
    if (pieces.length <= take) continue;
    const place = pieces.slice(-take).join(", ");
    if (isPlaceOnly(place) && !ORGANISATION.test(place) && !SCHOOL.test(place))
      return { rest: pieces.slice(0, -take), place };
  }
  return { rest: pieces, place: null };
}

/**
 * "Role, Company, City" and "Degree, Field, School" on one line (moderncv's entries print them so): cut at the
 * commas when the pieces name different things, a role beside an organisation or a degree beside a school, and a
 * place at the end; "Senior Product Manager, Collaboration" or "University of California, Davis" alone stay whole.
 */
function splitCommas(text: string, kind: TEntryKind): string[] {
  const pieces = text.split(/\s*[,，]\s+|\s*，\s*/).filter(Boolean);
  if (pieces.length < 2) return [text];
  const { rest, place } = placeAtEnd(pieces);
  const withPlace = (parts: string[]) => (place ? [...parts, place] : parts);
  if (kind === "education") {
    const school = rest.findIndex((piece) => SCHOOL.test(piece));
    if (school < 0) return [text];
    // What follows the school's name and names no degree is part of it ("University of California, Davis").
    const end = rest.findIndex((piece, i) => i > school && DEGREE.test(piece));
    const schoolName = rest.slice(school, end < 0 ? undefined : end).join(", ");
    // The degree as written before the school; what follows the school ("GPA 3.72") stays a part of its own.
    const before = rest.slice(0, school);
    const after = end < 0 ? [] : rest.slice(end);
    const parts = [...(before.length > 0 ? [before.join(", ")] : []), schoolName, ...after];
    return parts.length + (place ? 1 : 0) >= 2 ? withPlace(parts) : [text];
  }
  const roles = rest.filter((piece) => ROLE.test(piece) && !STRONG_ORG.test(piece));
  const orgs = rest.filter((piece) => ORGANISATION.test(piece) && !roles.includes(piece));
  // A role beside an organisation, or a role and one more piece before a place: "Engineer, Acme, Austin, TX".
  if (roles.length === 1 && (orgs.length >= 1 || (place && rest.length === 2))) return withPlace(rest);
  // A role with its city: "Senior Product Designer, Barcelona, Spain".
  if (roles.length === 1 && rest.length === 1 && place) return withPlace(rest);
  return [text];
}

const STRONG_ORG = /公司|有限|\binc\b|\bltd\b|\bllc\b|\bcorp|\bgmbh\b/i;

function classify(text: string, kind: TEntryKind): "org" | "role" | "city" | "other" {
  // "Senior Software Engineer, Payments Platform" has the shape of "Austin, TX" but names a role.
  const location = ROLE.test(text) || startsWithDegree(text) ? null : findLocation(text);
  // A whole part that is a place ("Globex, LLC" has the shape but names a company).
  if (location && location.value.trim() === text.trim() && !ORGANISATION.test(text)) return "city";
  if (kind === "education") return SCHOOL.test(text) ? "org" : DEGREE.test(text) ? "role" : "other";
  const isOrg = ORGANISATION.test(text);
  const isRole = ROLE.test(text);
  if (isOrg && (!isRole || STRONG_ORG.test(text))) return "org";
  return isRole ? "role" : "other";
}

/**
 * Parts of one line as the line writes them, from the first to the last with what stands between ("软件工程 · 本科",
 * not "软件工程 本科"); joined by spaces only when the line does not hold them in that order.
 */
function spanOf(text: string, parts: string[]): string {
  const first = parts[0] ?? "";
  const last = parts.at(-1) ?? "";
  const start = text.indexOf(first);
  const end = parts.length === 1 ? start : text.indexOf(last, start + first.length);
  if (start < 0 || end < 0) return parts.join(" ");
  const span = text.slice(start, end + last.length);
  // A span that takes in a city or dates between the parts is not the degree as written.
  return span.length <= parts.join(" ").length + 4 ? span : parts.join(" ");
}

const field = (part: Part, confidence: number): TFieldValue => ({ value: part.text, confidence, line: part.line });

type Labelled = { part: Part; label: string };

/** A dot or a dash with spaces around it: what sets a team or product area after a role ("Engineer · Payments"). */
const QUALIFIER_SEPARATOR = /^\s*[·•]\s*$|^\s+[-–—]\s+$/;

/**
 * The role with what narrows it, as the cell writes it: "高级后端工程师 · 调度平台", "Staff Engineer – Search". The
 * parts right after the role in its cell, after a dot or a dash, that name no organisation, role, place or date, nor a
 * way of working ("Remote", "全职"), join it, as "Senior Product Manager, Collaboration" keeps its comma part. Only
 * when the header names its organisation in another part: without one, the part after the role may be the employer
 * ("Engineer · Northwind").
 */
function qualifiedRole(labelled: Labelled[], role: Labelled): Part {
  const { cell, line } = role.part;
  let end = cell.indexOf(role.part.text);
  if (end < 0) return role.part;
  end += role.part.text.length;
  let text = role.part.text;
  for (const next of labelled.slice(labelled.indexOf(role) + 1)) {
    if (next.label !== "other" || next.part.line !== line || next.part.cell !== cell) break;
    if (WORK_ARRANGEMENT.test(next.part.text)) break;
    const at = cell.indexOf(next.part.text, end);
    if (at < 0 || !QUALIFIER_SEPARATOR.test(cell.slice(end, at))) break;
    end = at + next.part.text.length;
    text = cell.slice(cell.indexOf(role.part.text), end);
  }
  return { ...role.part, text };
}

/** Body lines as the editor's Markdown: "- " bullets; a PDF's wrapped lines joined back to their bullet or sentence. */
export function describeLines(lines: TLine[], hasWrap: boolean): TFieldValue | undefined {
  const first = lines[0];
  if (!first) return undefined;
  // Each output line as its parts, joined once at the end: appending to one string and reading its last character
  // flattens the whole string every time, which costs the square of a long paragraph.
  const out: string[][] = [];
  let lastChar = "";
  let inBullet = false;
  // A line wraps into the next only when it runs (nearly) to the width its neighbours fill; short lines side by side
  // ("Photography", "Chess"; a label's value) are items of their own, which a join would glue into text not in the file.
  const widest = Math.max(...lines.map((line) => visibleLength(line.text)));
  let previous: TLine | undefined;
  for (const line of lines) {
    const last = out.at(-1);
    const full =
      previous !== undefined &&
      previous.segments.length <= 1 &&
      line.segments.length <= 1 &&
      visibleLength(previous.text) >= Math.max(widest * 0.6, 24);
    previous = line;
    // Cells side by side ("Photography   Chess", two courses in a grid) are items of their own: a file may hold each
    // cell's text apart from its neighbour's (the cell's tags under it first), so one line of both is not in the file.
    const [head, ...cells] = line.segments;
    if (head !== undefined && cells.length > 0) {
      out.push([line.isBullet ? `- ${head}` : head], ...cells.map((cell) => [cell]));
      inBullet = false;
    } else if (line.isBullet) {
      out.push([`- ${line.text}`]);
      inBullet = true;
    } else if (hasWrap && last !== undefined && full && (inBullet || !/[.。!！?？:：]/.test(lastChar))) {
      const joiner = cjk.test(lastChar) && cjk.test(line.text[0] ?? "") ? "" : " ";
      last.push(joiner, line.text);
    } else {
      out.push([line.text]);
      inBullet = false;
    }
    lastChar = line.text.at(-1) ?? lastChar;
  }
  return { value: out.map((parts) => parts.join("")).join("\n"), confidence: 0.8, line: first };
}

/** A degree's type alone ("Bachelor of Science", "BA", "Diploma"), with no field of study. */
const DEGREE_TYPE_ONLY =
  /^(?:(?:bachelor|master)(?:'s|’s)?(?: of (?:arts|science|engineering|fine arts))?(?: degree)?|b\.?a\.?|b\.?sc?\.?|m\.?a\.?|m\.?sc?\.?|m\.?eng|b\.?eng|mba|ph\.?d\.?|diploma|associate degree)$/i;
const FIELD_WORDS = /^(?:\p{Lu}[\p{L}&'-]*|of|and|in|&)(?: (?:\p{Lu}[\p{L}&'-]*|of|and|in|&)){0,5}$/u;
/** A Chinese degree's type alone ("本科", "硕士"), and a field of study under it ("网络工程", "信息管理与信息系统"). */
const CN_DEGREE_TYPE_ONLY = /^(?:本科|硕士|博士|学士|专科|大专|研究生|硕士研究生|博士研究生)$/;
const CN_FIELD = /^[\u3400-\u9fff]{2,12}$/;

/**
 * The field of study a layout sets on the line under the degree's type ("Bachelor of Science" over "Information
 * Technology"): the next line of the entry, a few capitalised words that name no school, place or date.
 */
function fieldOfStudy(group: Group, degree: string, line: TLine): TLine | undefined {
  const chinese = CN_DEGREE_TYPE_ONLY.test(degree.trim());
  if (!DEGREE_TYPE_ONLY.test(degree.trim()) && !chinese) return undefined;
  const lines = [...group.header, ...group.body];
  const next = lines[lines.indexOf(line) + 1];
  // Labelled rows (Europass: "Title of qualification", "Principal subjects") are fields of their own.
  if (!next || next.isBullet || next.segments.length > 1 || next.page !== line.page || roleOf(line) || roleOf(next))
    return undefined;
  const text = next.text.trim();
  const fieldLike = chinese ? CN_FIELD.test(text) : FIELD_WORDS.test(text);
  if (!fieldLike || SCHOOL.test(text) || DEGREE.test(text) || findDateRange(text) || isPlaceOnly(text))
    return undefined;
  return next;
}

const GRADE = /\bgpa\b|\bgrade\b|绩点|成绩/i;
/** A grade after the degree in one part ("Bachelor of Science, Computer Science, GPA 3.72"): not part of its name. */
const GRADE_AFTER = /\s*[,，;；]\s*(?:(?:gpa|grade)\b|绩点|成绩).*$/i;

function toEntry(group: Group, kind: TEntryKind, hasWrap: boolean): TEntry {
  let taken: TLine | undefined;
  const parts = headerParts(group, kind);
  const byRole = (role: TFieldRole | undefined) =>
    role === "org" || role === "school" ? "org" : role === "role" || role === "degree" ? "role" : role && "other";
  const labelled = parts.map((part) => ({ part, label: byRole(part.role) ?? classify(part.text, kind) }));
  const pick = (label: string) => labelled.find((l) => l.label === label);
  let org = pick("org");
  let role = pick("role");
  // The role alone in the header (no other part could be the organisation), naming one after a comma in
  // capitalised words: "iOS Developer, Windy City Media" ("Senior Product Manager, Collaboration" stays a role).
  const alone = !org && role && kind !== "education" && labelled.every((l) => l === role || l.label === "city");
  const tail = alone && role ? /^(.+?),\s+((?:\p{Lu}[\p{L}&.'-]*\s?){2,5})$/u.exec(role.part.text) : null;
  if (role && tail?.[1] && tail[2] && ROLE.test(tail[1]) && !ROLE.test(tail[2])) {
    const line = role.part.line;
    const [roleLabel, orgLabel] = [
      { part: { text: tail[1].trim(), line, cell: role.part.cell }, label: "role" as const },
      { part: { text: tail[2].trim(), line, cell: role.part.cell }, label: "org" as const },
    ];
    labelled.splice(labelled.indexOf(role), 1, roleLabel, orgLabel);
    [role, org] = [roleLabel, orgLabel];
  }
  const city = pick("city");
  const rest = labelled.filter((l) => l !== org && l !== role && l !== city && l.label !== "city");
  const entry: TEntry = {};
  const first = kind === "project" ? (rest[0] ?? org) : (org ?? rest[0]);
  if (first) entry.title = field(first.part, first === org && kind !== "project" ? 0.9 : 0.6);
  const remaining = labelled.filter((l) => l !== first && l !== city && l.label !== "city");
  if (kind === "education") {
    // A grade ("GPA 3.72", "绩点 3.6") is a detail of the degree, not part of its name.
    const degreeParts = remaining
      .map((l) => ({ ...l, part: { ...l.part, text: l.part.text.replace(GRADE_AFTER, "") } }))
      .filter((l) => (l.label === "role" || l.label === "other") && !GRADE.test(l.part.text));
    const head = degreeParts[0];
    if (head) {
      const sameLine = degreeParts.filter((l) => l.part.line === head.part.line);
      entry.subTitle = {
        value: spanOf(
          head.part.line.text,
          sameLine.map((l) => l.part.text),
        ),
        // "计算机科学与技术 本科": a degree word anywhere on the line makes it the degree line, not only in its first part.
        confidence: sameLine.some((l) => l.label === "role") ? 0.85 : 0.55,
        line: head.part.line,
      };
      const fieldLine = fieldOfStudy(group, entry.subTitle.value, head.part.line);
      if (fieldLine) {
        entry.subTitle = { ...entry.subTitle, value: `${entry.subTitle.value} ${fieldLine.text}`, confidence: 0.6 };
        taken = fieldLine;
      }
    }
  } else {
    const second = role && role !== first ? role : remaining[0];
    if (second && second === role && org && org !== role) entry.subTitle = field(qualifiedRole(labelled, role), 0.85);
    else if (second) entry.subTitle = field(second.part, second === role ? 0.85 : 0.55);
  }
  // The city is a whole part of the entry's header (classify): as sure as the parts beside it.
  if (city) entry.city = field(city.part, 0.85);
  if (group.date) {
    const { range, line } = group.date;
    const confidence = range.end ? 0.95 : 0.7;
    entry.startDate = { value: range.start, confidence, line };
    if (range.end) entry.endDate = { value: range.end, confidence, line };
  }
  const description = describeLines(
    group.body.filter((line) => line !== taken),
    hasWrap,
  );
  if (description) entry.description = description;
  return entry;
}

export function parseEntries(lines: TLine[], kind: TEntryKind, hasWrap: boolean): TEntry[] {
  if (lines.length === 0) return [];
  return group(withFieldRoles(lines), hasWrap, kind)
    .map((g) => toEntry(g, kind, hasWrap))
    .filter((entry) => entry.title || entry.subTitle || entry.description);
}
