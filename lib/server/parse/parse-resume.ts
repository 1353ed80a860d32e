// The rule-based resume parser (issue 14): the text of a PDF or Word file → our resume document, with no AI. It never
// invents text: every string it outputs stands in the file (dates and link addresses are only normalised: "Mar 2019"
// → "2019-03", "github.com/x" → "https://github.com/x"). Each field carries a confidence and its source line, so
// the editor can mark what to check.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { ZResumeData, type TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { fromLinkedIn } from "@/lib/server/linkedin/from-linkedin";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import { findBasicInfo } from "./basic-info";
import { isContactLine } from "./contact";
import { fileTextOf, keepToFile } from "./keep-to-file";
import { buildSections } from "./build-sections";
import { linkAreas } from "./link-areas";
import { bodyFontSize, toLines } from "./lines";
import { splitSections, type TRawSection } from "./sections";
import type { TLine, TParsedField, TParsedResume } from "./types";

export type TParseOptions = {
  templateName?: string;
  templateTheme?: string;
  /** false: the rules' strings as they read them, unchecked against the file (the bench counts what the check cuts). */
  keepToFile?: boolean;
};

/** Below the review mark (REVIEW_CONFIDENCE, 0.7): what OCR read may hold a misread character in any field. */
const OCR_CONFIDENCE = 0.5;

function detectLang(lines: TLine[]): TResumeLang {
  let cjk = 0;
  let latin = 0;
  for (const line of lines) {
    cjk += (line.text.match(/[\u3400-\u9fff]/g) ?? []).length;
    latin += (line.text.match(/[A-Za-z]/g) ?? []).length;
  }
  // A Chinese character carries about as much as a four-letter word.
  return cjk * 4 > latin * 0.5 ? "ch" : "en";
}

/** A Chinese character takes the room of two Latin letters: a 30-character Chinese sentence is a long line. */
const visibleLength = (text: string) => [...text].reduce((n, c) => n + (/[\u3400-\u9fff]/.test(c) ? 2 : 1), 0);

/**
 * Long lines before the first heading that are not contact details: a summary without a heading; with the line its
 * last sentence runs on to ("…擅长需求分析、数据驱" over "动的迭代和跨团队协作。"): right under it, in its look.
 */
function preambleSummary(sections: TRawSection[], used: Set<number>): TRawSection | null {
  if (sections.some((s) => s.kind === "profile")) return null;
  const preamble = sections.filter((s) => s.kind === "preamble").flatMap((s) => s.lines);
  const long = (l: TLine) => !used.has(l.index) && visibleLength(l.text) >= 60 && !/@|https?:|\d{7,}/.test(l.text);
  const lines = preamble.filter((l, i) => {
    if (long(l)) return true;
    const above = preamble[i - 1];
    return (
      above !== undefined &&
      long(above) &&
      !/[.。!！?？]$/.test(above.text) &&
      !used.has(l.index) &&
      !isContactLine(l.text) &&
      l.page === above.page &&
      Math.abs(l.x - above.x) <= 2 &&
      Math.abs(l.fontSize - above.fontSize) < 0.3 &&
      l.y > above.y &&
      l.y - above.y <= above.fontSize * 2
    );
  });
  return lines.length > 0 ? { kind: "profile", heading: null, name: "", lines } : null;
}

export function parseResume(content: TParseContent, options: TParseOptions = {}): TParsedResume {
  // A LinkedIn data export is structured already: mapped, not parsed (issue 24 item 4).
  if (content.source === "linkedin") return fromLinkedIn(content, options);
  const lines = toLines(content);
  const lang = detectLang(lines);
  const bodySize = bodyFontSize(lines);
  const raw = splitSections(lines, bodySize);
  const basic = findBasicInfo(lines, raw, bodySize, linkAreas(content));
  const fields: TParsedField[] = [];
  const note = (path: string, found: { confidence: number; line: TLine } | undefined) =>
    found && fields.push({ path, confidence: found.confidence, line: found.line.index, source: found.line.text });

  const basicInfo: Record<string, string> = {};
  const limits = { name: 120, title: 120, email: 254, cellphone: 40, location: 120 } as const;
  for (const key of Object.keys(limits) as (keyof typeof limits)[]) {
    const found = basic[key];
    if (!found) continue;
    basicInfo[key] = found.value.slice(0, limits[key]);
    note(`basicInfo.${key}`, found);
  }
  const links = basic.links.map((link, i) => {
    note(`links.${i}.name`, link.name);
    note(`links.${i}.src`, link.src);
    return { name: link.name.value.slice(0, 80), src: link.src.value.slice(0, 2048) };
  });

  const summary = preambleSummary(raw, basic.used);
  const ordered = summary ? [summary, ...raw] : raw;
  const sections = buildSections(ordered, lang, content.source === "pdf", fields);
  // A summary without a heading is a guess: mark it for review.
  if (summary) for (const f of fields) if (f.path.startsWith("sections.profile.")) f.confidence = 0.5;
  // Text read from a scan or photo (issue 24 item 3): every field is for the user to check against the picture.
  if (content.source === "pdf" && content.ocr)
    for (const f of fields) f.confidence = Math.min(f.confidence, OCR_CONFIDENCE);
  const { config } = createEmptyResume(lang, options.templateName, options.templateTheme);
  const read = ZResumeData.parse({ basicInfo, sections, links });
  // Every string as the file holds it: a join of lines or cells the file does not hold is cut back (keep-to-file.ts).
  if (options.keepToFile === false) return { lang, data: read, config, fields };
  const kept = keepToFile(read, fileTextOf(content), fields);
  return { lang, data: ZResumeData.parse(kept), config, fields };
}
