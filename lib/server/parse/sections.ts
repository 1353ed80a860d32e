// Lines → sections. Headings named by their words always count; a heading we have no word for counts only when it
// looks like the headings already found (same size, weight and case), so a bold company name is not taken for one.
// Each column starts with a preamble (name, headline, contact) until its first heading. "Skills: Go, Rust" is a
// heading with its first line on it.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { findLocation, isContactLine } from "./contact";
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
    const inline = kind || line.isBullet ? null : inlineHeading(line);
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
  return sections.filter((s) => s.heading || s.lines.length > 0).flatMap(sidebarDetails);
}

const isContactDetail = (line: TLine) =>
  isContactLine(line.text) || findLocation(line.text, true)?.value.trim() === line.text.trim();

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
  const last = section.lines.findLastIndex(isContactDetail);
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
