// Lines → sections. Headings named by their words always count; a heading we have no word for counts only when it
// looks like the headings already found (same size, weight and case), so a bold company name is not taken for one.
// Each column starts with a preamble (name, headline, contact) until its first heading. "Skills: Go, Rust" is a
// heading with its first line on it.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { findEmail, findLocation, findPhone, isAddressLine, isContactLine } from "./contact";
import { findDateRange } from "./dates";
import { headingText, looksLikeHeading, matchHeading, type THeadingKind } from "./headings";
import type { TLine } from "./types";

type TSectionKindFound = THeadingKind | "custom" | "preamble";
export type TRawSection = { kind: TSectionKindFound; heading: TLine | null; name: string; lines: TLine[] };

const INLINE_KINDS = new Set<THeadingKind>(["skills", "language", "hobby", "certificate", "profile", "contact"]);
const isCaps = (text: string) => /[A-Z]/.test(text) && text === text.toUpperCase();
const headingName = (text: string) =>
  headingText(text)
    .replace(/[:：]\s*$/, "")
    .trim();

type Style = { fontSize: number; bold: boolean; caps: boolean; level?: number };

function sameStyle(line: TLine, style: Style | null): boolean {
  if (!style) return false;
  if (style.level !== undefined) return line.headingLevel === style.level;
  return (
    Math.abs(line.fontSize - style.fontSize) <= 0.6 && line.bold === style.bold && isCaps(line.text) === style.caps
  );
}

function inlineHeading(line: TLine): { kind: THeadingKind; label: string; rest: string } | null {
  const match = /^([^:：]{2,24})[:：]\s*(.+)$/.exec(line.text);
  const kind = match?.[1] ? matchHeading(match[1]) : null;
  if (!match?.[1] || !match[2] || !kind || !INLINE_KINDS.has(kind)) return null;
  return { kind, label: match[1].trim(), rest: match[2].trim() };
}

function startsSide(line: TLine, current: TRawSection | undefined): boolean {
  if (!current) return true;
  const previous = current.lines.at(-1) ?? current.heading;
  return line.column === "side" && previous?.column !== "side";
}

export function splitSections(lines: TLine[], bodySize: number): TRawSection[] {
  const sections: TRawSection[] = [];
  let style: Style | null = null;
  const open = (kind: TSectionKindFound, heading: TLine | null, name: string) =>
    sections.push({ kind, heading, name, lines: [] });
  for (const line of lines) {
    if (startsSide(line, sections.at(-1))) open("preamble", null, "");
    const kind = line.isBullet ? null : matchHeading(line.text);
    const found = kind || line.isBullet ? null : inlineHeading(line);
    const inline = found && !keywordsOfItem(found.kind, line, sections.at(-1)) ? found : null;
    if (kind) {
      style ??= { fontSize: line.fontSize, bold: line.bold, caps: isCaps(line.text), level: line.headingLevel };
      open(kind, line, headingName(line.text));
    } else if (inline) {
      open(inline.kind, line, inline.label);
      sections.at(-1)?.lines.push({ ...line, text: inline.rest, segments: [inline.rest] });
    } else if (style && looksLikeHeading(line, bodySize) && sameStyle(line, style)) {
      open("custom", line, headingName(line.text));
    } else {
      sections.at(-1)?.lines.push(line);
    }
  }
  return sections
    .filter((s) => s.heading || s.lines.length > 0)
    .flatMap(sidebarDetails)
    .flatMap((section, i, all) => contactCarriedOver(section, all[i - 1]));
}

/**
 * "Skills: Street · Film" under "Photography" in an interests section, "Technologies: React, Node" under a project's
 * bold name: the keywords of the item above, set plainer than the line before them (smaller, or not bold under bold),
 * not a skills section of their own.
 */
function keywordsOfItem(kind: THeadingKind, line: TLine, current: TRawSection | undefined): boolean {
  const above = current?.lines.at(-1);
  if (kind !== "skills" || !current?.heading || current.kind === "skills" || !above || above.isBullet) return false;
  return above.page === line.page && ((above.bold && !line.bold) || above.fontSize - line.fontSize >= 0.5);
}

const ENTRY_KINDS = new Set<TSectionKindFound>(["empolyment", "education", "project"]);
/** A profile's user name or site label as a sidebar prints it: one short token ("Dribbble", "lucia-fernandez"). */
const HANDLE = /^[\p{L}\p{N}@._-]{2,40}$/u;
/** A profile's site as a sidebar labels it over the user name. */
const PROFILE_SITE =
  /^(?:github|gitlab|gitee|bitbucket|linkedin|twitter|x|mastodon|dribbble|behance|medium|stack\s?overflow|kaggle|facebook|instagram|youtube|weibo|微博|知乎|掘金|csdn)$/i;

/**
 * A sidebar's contact details that ran on past a page break land after the next section's heading (its e-mail, site
 * and profiles at the top of the education section): the run of contact lines and profile handles that opens an entry
 * section is contact when it holds an e-mail or a phone number, or comes right after the contact section it continues
 * ("Mastodon" over "@sam").
 */
function contactCarriedOver(section: TRawSection, before: TRawSection | undefined): TRawSection[] {
  if (!ENTRY_KINDS.has(section.kind)) return [section];
  let end = 0;
  while (end < section.lines.length) {
    const line = section.lines[end] as TLine;
    const handle = HANDLE.test(line.text.trim()) && !findDateRange(line.text);
    if (line.isBullet || !(isContactDetail(line) || handle)) break;
    end += 1;
  }
  const run = section.lines.slice(0, end);
  const afterContact =
    before?.kind === "contact" && run.some((line) => isContactLine(line.text) || PROFILE_SITE.test(line.text.trim()));
  if (!afterContact && !run.some((line) => Boolean(findEmail(line.text) || findPhone(line.text)))) return [section];
  return [
    { kind: "contact", heading: null, name: "", lines: run },
    { ...section, lines: section.lines.slice(end) },
  ];
}

const isContactDetail = (line: TLine) =>
  isContactLine(line.text) ||
  findLocation(line.text, true)?.value.trim() === line.text.trim() ||
  isAddressLine(line.text);

/**
 * A sidebar's "About" (or contact) section that gives the contact details (place, e-mail, phone, profiles) is contact,
 * not a summary; the short lines after them set in another style (larger, or bold) are a list of skills the sidebar
 * prints without a heading ("Swift" over "Expert", "SwiftUI" over "Advanced").
 */
function sidebarDetails(section: TRawSection): TRawSection[] {
  const [first] = section.lines;
  const side = (section.heading ?? first)?.column === "side";
  if (!side || !first || (section.kind !== "profile" && section.kind !== "contact") || !isContactDetail(first))
    return [section];
  // The details end at the last sure one: a place without commas has the shape of a skill's tags ("Helm Argo CD").
  const last = section.lines.findLastIndex(
    (line, i) => i === 0 || isContactLine(line.text) || isAddressLine(line.text) || Boolean(findLocation(line.text)),
  );
  const style = first;
  const otherStyle = (line: TLine) => Math.abs(line.fontSize - style.fontSize) >= 0.5 || line.bold !== style.bold;
  const start = section.lines.findIndex((line, i) => i > last && otherStyle(line));
  const contact: TRawSection = { ...section, kind: "contact" };
  const rest = start < 0 ? [] : section.lines.slice(start);
  // None in the details' own style: a bold label over its value ("微信" over "yingxue_data") is a detail.
  const listed =
    rest.length >= 2 && rest.every((line) => otherStyle(line) && line.text.length <= 40 && !/[.。]$/.test(line.text));
  if (!listed) return [contact];
  return [
    { ...contact, lines: section.lines.slice(0, start) },
    { kind: "skills", heading: null, name: "", lines: rest },
  ];
}
