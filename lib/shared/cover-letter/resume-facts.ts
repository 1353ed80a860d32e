// What a cover letter may say about the applicant (issue 26 item 3): the resume as it prints (the name, the headline,
// each printed section's entries as lines of plain text), never a seeded sample entry the user did not write, cut to
// a size one model call takes whole. The prompt (lib/server/ai/prompts/cover-letter.ts) names these the only facts.
import { markdownToText } from "@/lib/shared/resume/markdown";
import { printableItems } from "@/lib/shared/resume/printable-items";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

export type TResumeFacts = {
  name: string;
  headline: string;
  sections: { name: string; entries: string[] }[];
};

/** About 3,000 tokens of resume: a full two-page resume fits; a longer one loses its last entries, not its first. */
const MAX_RESUME_FACT_CHARS = 12_000;
const MAX_ENTRY_CHARS = 1_500;

const squash = (text: string) =>
  text
    .replace(/[ \t]+/g, " ")
    .replace(/\n{2,}/g, "\n")
    .trim();

export function resumeFacts(data: Pick<TResumeData, "basicInfo" | "sections">): TResumeFacts {
  let budget = MAX_RESUME_FACT_CHARS;
  const sections = data.sections.flatMap((section) => {
    const entries = printableItems(section)
      .filter((item) => !item.sample)
      .flatMap((item) => {
        const dates = [item.startDate, item.endDate].filter(Boolean).join(" – ");
        const head = [item.title, item.subTitle, dates, item.city].map((part) => part.trim()).filter(Boolean);
        const entry = squash([head.join(" | "), markdownToText(item.description)].filter(Boolean).join("\n"));
        const cut = entry.slice(0, Math.min(MAX_ENTRY_CHARS, budget));
        budget -= cut.length;
        return cut ? [cut] : [];
      });
    return entries.length > 0 ? [{ name: section.name.trim(), entries }] : [];
  });
  return { name: data.basicInfo.name.trim(), headline: data.basicInfo.title.trim(), sections };
}

/** The characters a letter's call sends: the facts and the job's text, for the token estimate. */
export function letterInputChars(facts: TResumeFacts | null, job: { description: string }): number {
  const resume = facts
    ? facts.name.length + facts.headline.length + facts.sections.reduce((sum, s) => sum + s.entries.join("").length, 0)
    : 0;
  return resume + job.description.length;
}
