// What a cover letter's PDF says about itself (issue 26 item 3; describe-pdf.ts writes it as it does a resume's): the
// title "Name — Cover letter — Role, Company" in the letter's language, the author (the resume's name), the job as
// subject and keywords, the language tag, and the name as the one heading. No contact details (pdf-description.ts).
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import type { TPdfDescription } from "@/lib/shared/resume/pdf-description";
import { htmlLangOf } from "@/lib/shared/resume/labels";

/** The document's own word for itself. */
const letterWord: Record<TResumeLang, string> = {
  en: "Cover letter",
  es: "Carta de presentación",
  fr: "Lettre de motivation",
  ch: "求职信",
  de: "Anschreiben",
  ja: "カバーレター",
  ko: "자기소개서",
  "zh-tw": "求職信",
};

const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\s]+/gu, " ").trim();

export function letterPdfDescription(input: {
  lang: TResumeLang;
  name: string;
  job: { company: string; role: string };
}): TPdfDescription {
  const name = oneLine(input.name);
  const role = oneLine(input.job.role);
  const company = oneLine(input.job.company);
  const word = letterWord[input.lang];
  const jobLine = [role, company].filter(Boolean).join(", ");
  return {
    title: [name, word, jobLine].filter(Boolean).join(" — "),
    author: name,
    subject: [word, jobLine].filter(Boolean).join(" — "),
    keywords: [role, company].filter(Boolean),
    lang: htmlLangOf(input.lang),
    headings: name ? [name] : [],
  };
}
