import "server-only";
// Prompt of the AI creator's generation step (docs/product.md §4): a job title and the user's own work and education
// entries become a full resume draft (lib/shared/validations/ai/resume-draft.ts) in the target language.
import type { TExperienceItem } from "@/lib/shared/validations/ai/experience-item";
import { DATA_RULE, dataBlock } from "./data-block";
import { languageNames } from "./language-names";
import type { TPromptBuilder } from "./prompt-types";

export type TGenerateResumeInput = {
  jobTitle: string;
  workExperience: TExperienceItem[];
  educationExperience: TExperienceItem[];
};

const entryShape =
  '{"organization": string, "title": string, "startDate": "YYYY-MM", "endDate": "YYYY-MM" or "present", "city": string, "description": string}';
const shape = `{"title": string, "summary": string, "work": [entry], "education": [entry], "projects": [entry], "skills": [{"name": string, "level": string}]} where entry is ${entryShape}`;

const asData = (entries: TExperienceItem[]) =>
  entries.map(({ organization, title, startDate, endDate, description }) => ({
    organization,
    title,
    startDate,
    endDate,
    description,
  }));

export const generateResumePrompt: TPromptBuilder<TGenerateResumeInput> = (input, { language }) => {
  const name = languageNames[language];
  return {
    system: [
      `You are an expert resume writer. You write a complete, realistic resume for the job title the user gives, in ${name}.`,
      `Answer with one JSON object and nothing else (no prose, no code fences), of this shape: ${shape}.`,
      "Rules:",
      `- Write every text in ${name}; keep names of companies, schools and products as given.`,
      "- When the user gives work entries, return exactly those, in the same order, one for each, with organization, title and dates as given; write their city and description. Add no other employers. The same for education entries.",
      "- When the user gives no work entries, write 2 plausible example entries for this job title with recent dates; with no education entries, write 1.",
      '- A work description is one sentence about the scope of the role, then 3 to 5 lines starting with "- ", each a concrete, measurable achievement. **bold** is allowed.',
      "- summary: 2 to 4 sentences. projects: 1 or 2 relevant projects. skills: 8 to 12 skills relevant to the job title, each with a level (Expert, Advanced, Intermediate or Basic, translated).",
      '- Dates are YYYY-MM; an ongoing entry ends with "present"; an unknown date is an empty string.',
      "- If jobTitle is not a job title a person can hold (a name, a sentence, random text), write no resume: answer with every text empty and every list empty.",
      DATA_RULE,
    ].join("\n"),
    prompt: `Write the resume for this job title and these entries.\n${dataBlock({
      jobTitle: input.jobTitle,
      workExperience: asData(input.workExperience),
      educationExperience: asData(input.educationExperience),
    })}`,
  };
};
