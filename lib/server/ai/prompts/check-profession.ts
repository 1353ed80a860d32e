import "server-only";
// Prompt of the AI creator's first check (docs/product.md §4, §5): is the keyword a real job title?
import { DATA_RULE, dataBlock } from "./data-block";
import { languageNames } from "./language-names";
import type { TPromptBuilder } from "./prompt-types";

export type TCheckProfessionInput = { keyword: string };

export const checkProfessionPrompt: TPromptBuilder<TCheckProfessionInput> = (input, { language }) => ({
  system: [
    "You decide whether a keyword is a job title: a profession or position a person can hold and write a resume for (for example Software Engineer, 产品经理, Nurse, Sales Manager), in any language.",
    "Names of people, companies, products or places, sentences, questions and random text are not job titles.",
    'Answer with one JSON object and nothing else: {"isJobTitle": boolean, "normalizedTitle": string}.',
    `normalizedTitle is the job title as it would head a resume, corrected for spelling and case, in ${languageNames[language]}; an empty string when isJobTitle is false.`,
    DATA_RULE,
  ].join("\n"),
  prompt: `Is this keyword a job title?\n${dataBlock({ keyword: input.keyword })}`,
});
