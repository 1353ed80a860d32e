// How well a resume covers a job description (issue 15 item 3), computed in the browser without AI: every keyword of
// the description is covered when the resume mentions one of its spellings anywhere (title, entries, skills, links).
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { extractKeywords, mentions, type JobKeyword } from "./extract-keywords";

export type JobMatch = { covered: JobKeyword[]; missing: JobKeyword[]; score: number };

function resumeText(data: TResumeData): string {
  const { basicInfo, sections, links } = data;
  return [
    basicInfo.title,
    ...links.map((l) => l.name),
    ...sections.flatMap((s) => [s.name, ...s.data.flatMap((i) => [i.title, i.subTitle, i.description])]),
  ].join("\n");
}

export function matchJob(data: TResumeData, jobDescription: string): JobMatch {
  const text = resumeText(data);
  const keywords = extractKeywords(jobDescription);
  const covered = keywords.filter((k) => mentions(text, k.spellings));
  const missing = keywords.filter((k) => !covered.includes(k));
  const score = keywords.length === 0 ? 0 : Math.round((covered.length / keywords.length) * 100);
  return { covered, missing, score };
}
