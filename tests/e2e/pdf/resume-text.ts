// What a reader must find in a resume's PDF: every name, title and description line, with Markdown markers
// removed. Dates are left out (templates format them) and so are skill levels (some templates draw them as bars).
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

function plainLines(markdown: string): string[] {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s*-\s+/, "")
        .replace(/\*\*|\*/g, "")
        .trim(),
    )
    .filter(Boolean);
}

export function expectedFragments(data: TResumeData): string[] {
  const { basicInfo } = data;
  const fragments = [
    basicInfo.name,
    basicInfo.title,
    basicInfo.location,
    basicInfo.email,
    ...data.links.map((l) => l.name),
  ];
  for (const section of data.sections) {
    fragments.push(section.name);
    for (const item of section.data) {
      fragments.push(item.title, item.subTitle, item.city);
      if (section.type !== "skills") fragments.push(...plainLines(item.description));
    }
  }
  return fragments.filter(Boolean);
}

/** Text compared without whitespace (line wrapping moves it) and case (templates may upper-case headings). */
export const squash = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/** Kangxi radicals (U+2F00–U+2FDF) and CJK radicals supplement (U+2E80–U+2EFF): look-alikes of real characters. */
export const radicalPattern = /[\u2E80-\u2EFF\u2F00-\u2FDF]/gu;
/** Replacement character, private-use code points and the "tofu" boxes a missing glyph extracts as. */
export const brokenGlyphPattern = /[\uFFFD\uE000-\uF8FF\u25A1\u25AF]/gu;
