import "server-only";
// Prompt of "Write with AI" for a cover letter (issue 26 item 3): a letter for one job from the facts of one resume,
// in the resume's language. The resume is the only source of facts about the applicant: the model is told never to
// invent an employer, school, title, date, number or skill it does not state.
import { DATA_RULE, dataBlock } from "./data-block";
import { languageNames } from "./language-names";
import type { TResumeFacts } from "@/lib/shared/cover-letter/resume-facts";
import type { TPromptBuilder } from "./prompt-types";

export type TCoverLetterInput = {
  /** The resume as it prints (lib/shared/cover-letter/resume-facts.ts); null when the application has none. */
  resume: TResumeFacts | null;
  job: { company: string; role: string; description: string };
};

const COVER_LETTER_MARKER = "Write a cover letter for this job.";

export const coverLetterPrompt: TPromptBuilder<TCoverLetterInput> = (input, { language }) => {
  const name = languageNames[language];
  return {
    system: [
      `You are an expert career writer. You write a concise, specific cover letter in ${name} for one job application.`,
      'Answer with one JSON object and nothing else: {"body": string}, the whole letter as plain text, paragraphs separated by one blank line.',
      "Rules:",
      "- Structure: a greeting (to the hiring manager of the company, by name only if the job description names one), why this role and company, what the applicant brings for this job, a short closing, then a sign-off and the applicant's name.",
      "- Use only facts stated in the resume: never invent employers, job titles, schools, degrees, dates, durations, numbers, achievements, tools or skills that the resume does not state. Keep every name, number and date exactly as written there. When the resume says little, write less rather than making anything up.",
      "- Say what in the resume fits what the job description asks for, in the job's own terms where the resume supports them.",
      `- Write the whole letter in ${name}, in a professional, warm and direct tone; about 250 to 400 words (or the same length in characters for Chinese, Japanese or Korean: 400 to 700 characters).`,
      "- Plain text only: no Markdown, no headings, no placeholders in brackets, no address block or date line.",
      DATA_RULE,
    ].join("\n"),
    prompt: `${COVER_LETTER_MARKER}\n${dataBlock({ language: name, job: input.job, resume: input.resume })}`,
  };
};
