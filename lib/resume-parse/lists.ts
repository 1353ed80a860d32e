// Skills, languages and certificates: short items, one per line or several on a line between commas, 、, |, •.
// A long line (a sentence about a skill) stays one item. "English (Fluent)", "English – Native" and "英语：CET-6"
// give a language and its level.
import { findDateRange, withoutDates } from "./dates";
import type { TFieldValue } from "./entries";
import type { TLine } from "./types";

export type TListItem = { title: TFieldValue; description?: TFieldValue; startDate?: TFieldValue };

const SEPARATORS = /\s*[,，、;；|｜•·]\s*/;
const MAX_TOKEN = 40;

function tokens(line: TLine): string[] {
  const pieces = line.segments.flatMap((segment) => segment.split(SEPARATORS)).map((s) => s.trim());
  const clean = pieces.filter(Boolean);
  // A sentence ("Proficient in Java, Spring and MySQL.") is one item, not fragments.
  if (clean.some((p) => p.length > MAX_TOKEN) || /[.。]$/.test(line.text)) return [line.text];
  return clean;
}

export function parseSkills(lines: TLine[]): TListItem[] {
  return lines.flatMap((line) =>
    tokens(line).map((text) => ({ title: { value: text, confidence: text.length <= MAX_TOKEN ? 0.85 : 0.6, line } })),
  );
}

const LEVEL = /^(.+?)\s*(?:[(（]\s*(.+?)\s*[)）]|\s[-–—:：]\s*(.+)|[:：]\s*(.+))$/;

export function parseLanguages(lines: TLine[]): TListItem[] {
  return lines.flatMap((line) => {
    if (line.segments.length === 2 && !SEPARATORS.test(line.text)) {
      const [name, level] = line.segments as [string, string];
      return [{ title: { value: name, confidence: 0.85, line }, description: { value: level, confidence: 0.8, line } }];
    }
    return tokens(line).map((text) => {
      const match = LEVEL.exec(text);
      const level = match?.[2] ?? match?.[3] ?? match?.[4];
      if (!match?.[1] || !level) return { title: { value: text, confidence: 0.8, line } };
      return {
        title: { value: match[1].trim(), confidence: 0.85, line },
        description: { value: level.trim(), confidence: 0.8, line },
      };
    });
  });
}

export function parseCertificates(lines: TLine[]): TListItem[] {
  return lines.flatMap((line) => {
    const range = findDateRange(line.text);
    const title = withoutDates(line.text, range);
    if (!title) return [];
    return [
      {
        title: { value: title, confidence: 0.8, line },
        ...(range ? { startDate: { value: range.start, confidence: 0.8, line } } : {}),
      },
    ];
  });
}
