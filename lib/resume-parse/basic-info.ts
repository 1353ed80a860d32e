// Name, headline, email, phone, location and links, from the lines before each column's first heading and from a
// contact section; email and phone fall back to any line. A label ("姓名：", "求职意向：", "Location:") is trusted
// most; otherwise the name is the largest short line near the top, and the headline the short line under it.
import { findEmail, findLinks, findLocation, findPhone, isContactLine } from "./contact";
import { findDateRange } from "./dates";
import type { TFieldValue } from "./entries";
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

const NAME_LABEL = /^(?:姓\s*名|name)\s*[:：]\s*(.{1,60})$/i;
const TITLE_LABEL =
  /(?:求职意向|意向岗位|应聘职位|期望职位|目标职位|求职岗位|job title|position|title)\s*[:：]\s*([^|｜,，;；]{2,60})/i;
const cjk = /[\u3400-\u9fff]/;

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

function findName(lines: TLine[], bodySize: number): TFieldValue | undefined {
  for (const line of lines) {
    const labelled = NAME_LABEL.exec(line.segments[0] ?? "");
    if (labelled?.[1]) return value(labelled[1], 0.95, line);
  }
  const candidates = lines.filter((l) => l.page === 1 && !l.isBullet && isNameLike(l.segments[0] ?? ""));
  const best = [...candidates].sort((a, b) => b.fontSize - a.fontSize || a.index - b.index)[0];
  if (!best) return undefined;
  const prominent = best.fontSize >= bodySize * 1.3 || best.headingLevel !== undefined;
  return value(best.segments[0] ?? best.text, prominent ? 0.9 : 0.6, best);
}

function findTitle(lines: TLine[], name: TFieldValue | undefined): TFieldValue | undefined {
  for (const line of lines) {
    const labelled = TITLE_LABEL.exec(line.text);
    if (labelled?.[1]) return value(labelled[1], 0.9, line);
  }
  if (!name) return undefined;
  const nameSegments = name.line.segments;
  if (nameSegments.length > 1 && isHeadlineLike(nameSegments[1] ?? ""))
    return value(nameSegments[1] ?? "", 0.6, name.line);
  const next = lines.find((l) => l.index > name.line.index && l.column === name.line.column);
  if (next && next.index <= name.line.index + 2 && !next.isBullet && isHeadlineLike(next.text))
    return value(next.segments[0] ?? next.text, 0.6, next);
  return undefined;
}

function firstMatch(
  lines: TLine[],
  find: (text: string) => { value: string } | null,
  confidence: number,
): TFieldValue | undefined {
  for (const line of lines) {
    const found = find(line.text);
    if (found) return value(found.value, confidence, line);
  }
  return undefined;
}

export function findBasicInfo(allLines: TLine[], sections: TRawSection[], bodySize: number): TBasicFound {
  const near = sections.filter((s) => s.kind === "preamble" || s.kind === "contact").flatMap((s) => s.lines);
  const name = findName(near.length > 0 ? near : allLines.slice(0, 5), bodySize);
  const title = findTitle(near, name);
  const used = new Set([name?.line.index, title?.line.index].filter((i): i is number => i !== undefined));
  const locationLines = near.filter((l) => l.index !== name?.line.index && l.index !== title?.line.index);
  const links = new Map<string, TBasicFound["links"][number]>();
  // By segment: a bare address counts when it stands alone as a value, which only the segment shows.
  for (const line of near)
    for (const link of line.segments.flatMap(findLinks))
      if (!links.has(link.src))
        links.set(link.src, { name: value(link.name, 0.8, line), src: value(link.src, 0.9, line) });
  return {
    name,
    title,
    email: firstMatch(near, findEmail, 0.95) ?? firstMatch(allLines, findEmail, 0.7),
    cellphone: firstMatch(near, findPhone, 0.9) ?? firstMatch(allLines, findPhone, 0.6),
    location: firstMatch(locationLines, findLocation, 0.6),
    links: [...links.values()].slice(0, 20),
    used,
  };
}
