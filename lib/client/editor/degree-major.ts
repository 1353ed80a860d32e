// An education entry keeps its degree and major in one field (Item.subTitle, docs/product.md §3), which the templates
// print as it is. The editor asks for them apart: a Chinese resume writes "计算机科学与技术 · 硕士" (major first, as Chinese
// resumes and our samples do), any other "B.S., Computer Science". Splitting then joining gives back the same text, so
// opening an entry never changes it; text that does not split is shown whole in one field.
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

export type DegreeMajor = { degree: string; major: string };

const chineseLangs: ReadonlySet<TResumeLang> = new Set(["ch", "zh-tw"]);
const CH_SEPARATOR = " · ";
const EN_SEPARATOR = ", ";
/** Degree words that make a lone Chinese value a degree rather than a major. */
const chineseDegree = /^(博士|硕士|学士|本科|大专|专科|高中|中专|研究生|博士后|MBA|EMBA|MPA|碩士|學士)(在读|在讀)?$/i;

export function splitDegreeMajor(value: string, lang: TResumeLang): DegreeMajor {
  const text = value.trim();
  if (chineseLangs.has(lang)) {
    const at = text.lastIndexOf(CH_SEPARATOR.trim());
    if (at < 0) return chineseDegree.test(text) ? { degree: text, major: "" } : { degree: "", major: text };
    return { major: text.slice(0, at).trim(), degree: text.slice(at + 1).trim() };
  }
  const at = text.indexOf(EN_SEPARATOR);
  if (at < 0) return { degree: text, major: "" };
  return { degree: text.slice(0, at).trim(), major: text.slice(at + EN_SEPARATOR.length).trim() };
}

export function joinDegreeMajor({ degree, major }: DegreeMajor, lang: TResumeLang): string {
  const parts = chineseLangs.has(lang) ? [major.trim(), degree.trim()] : [degree.trim(), major.trim()];
  return parts.filter(Boolean).join(chineseLangs.has(lang) ? CH_SEPARATOR : EN_SEPARATOR);
}
