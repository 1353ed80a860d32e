// What a resume's PDF says about itself in its info dictionary and XMP (issue 25 item 3, lib/server/pdf/describe-pdf.ts):
// the title "Name — Resume — Role" in the resume's own language, the author, a one-sentence subject (the profile's first
// sentence, else the role), keywords (the role and the skills), the language tag, and the headings the bookmarks show
// (Chromium takes a bookmark's title from the laid-out text: "CERTIFICATES", words run together at a line wrap, so
// describe-pdf.ts puts the heading as written back). Contact details never go here:
// metadata is read by every tool the file passes through, and the public page may hide them.
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { htmlLangOf, resumeLabels } from "./labels";
import { markdownToText } from "./markdown";
import { isSkillLike, printableItems } from "./printable-items";

export type TPdfDescription = {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  lang: string;
  /** The name, the section names (and the sidebar's "Contact") and the entries' titles, as written. */
  headings: string[];
};

/** The document's own word for itself, as its title says it. */
const resumeWord: Record<TResumeLang, string> = {
  en: "Resume",
  es: "Currículum",
  fr: "CV",
  ch: "简历",
  de: "Lebenslauf",
  ja: "履歴書",
  ko: "이력서",
  "zh-tw": "履歷",
};

const MAX_KEYWORDS = 40;
const MAX_SUBJECT = 300;

/** One line of plain text: control characters and runs of white space become single spaces. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\s]+/gu, " ").trim();

function firstSentence(text: string): string {
  const line = oneLine(text);
  const end = /[.!?](?=\s)|[。！？]/u.exec(line);
  const sentence = end ? line.slice(0, end.index + 1) : line;
  return sentence.length > MAX_SUBJECT ? `${sentence.slice(0, MAX_SUBJECT - 1).trimEnd()}…` : sentence;
}

export function pdfDescription(data: TResumeData, config: Pick<TResumeConfig, "lang">): TPdfDescription {
  const name = oneLine(data.basicInfo.name);
  const role = oneLine(data.basicInfo.title);
  const word = resumeWord[config.lang];
  const profile = data.sections.find((section) => section.profile);
  const summary = profile ? markdownToText(printableItems(profile)[0]?.description ?? "") : "";
  const skills = data.sections.filter(isSkillLike).flatMap((section) => printableItems(section).map((i) => i.title));
  const keywords = new Map<string, string>();
  for (const candidate of [role, ...skills]) {
    const keyword = oneLine(candidate);
    if (keyword && !keywords.has(keyword.toLowerCase())) keywords.set(keyword.toLowerCase(), keyword);
  }
  return {
    title: [name, word, role].filter(Boolean).join(" — "),
    author: name,
    subject: firstSentence(summary) || [word, role].filter(Boolean).join(" — "),
    keywords: [...keywords.values()].slice(0, MAX_KEYWORDS),
    lang: htmlLangOf(config.lang),
    headings: [
      name,
      resumeLabels(config.lang).contact,
      ...data.sections.flatMap((section) => [
        section.name,
        ...(isSkillLike(section) ? [] : printableItems(section).map((item) => item.title)),
      ]),
    ].filter(Boolean),
  };
}
