import "server-only";
// Prompt of the upload's AI refinement (issue 14 item 4): the text of the uploaded file, line by line, and the draft
// the rule-based parser made of it; the model fixes entries the rules split or merged and fills fields they missed,
// copying every string from the file as written (its language included). What it answers is checked against the file
// (lib/server/parse/apply-refinement.ts): a string not found there is dropped, and too many of them reject the answer.
import type { TParseRefinement } from "@/lib/shared/validations/resume-parse/parse-refinement";
import { DATA_RULE, dataBlock } from "./data-block";
import type { TPromptBuilder } from "./prompt-types";

export type TRefineParsedResumeInput = {
  /** The file's text in reading order, one entry per line. */
  lines: string[];
  /** The rule-based draft in the answer's shape, with each section's kind and heading for context. */
  draft: TParseRefinement & { sections: { id: string; kind: string; name: string }[] };
};

export const REFINE_MARKER = "Check this parsed resume against the text of its file.";

const itemShape =
  '{"title": string, "subTitle": string, "startDate": string, "endDate": string, "city": string, "description": string}';
const shape = `{"basicInfo": {"name": string, "title": string, "email": string, "cellphone": string, "location": string}, "links": [{"name": string, "src": string}], "sections": [{"id": string, "items": [item]}]} where item is ${itemShape}`;

export const refineParsedResumePrompt: TPromptBuilder<TRefineParsedResumeInput> = (input) => ({
  system: [
    "You check and correct the output of a resume parser. You get the text of a resume file (lines) and the parser's draft of it (draft).",
    `Answer with one JSON object and nothing else (no prose, no code fences), of this shape: ${shape}.`,
    "Rules:",
    "- Copy every string exactly from the lines, in the language it is written in: never translate, paraphrase, summarise, correct or invent. A field the lines do not state stays an empty string.",
    "- basicInfo: the person's name, their job title or headline, email, phone and location, as written in the lines.",
    "- sections: use the ids of the draft's sections; return a section only if you change its items, with all its items in the file's order. You cannot add sections.",
    "- Work entries: title is the company, subTitle the role. Education entries: title is the school, subTitle the degree and major. Projects: title is the project, subTitle the role. Skills, languages and certificates: one item per skill, language or certificate in title.",
    "- Fix entries the parser split (one job spread over two items) or merged (two jobs in one item), dates put on the wrong entry, and bullets attached to the wrong entry; fill fields it missed.",
    '- Dates: "YYYY-MM" when the month is written, "YYYY" when only the year is, "present" for an ongoing entry (Present, Now, 至今, 现在), else an empty string.',
    '- description: the entry\'s bullets and paragraphs, one per line; bullets start with "- ".',
    DATA_RULE,
  ].join("\n"),
  prompt: `${REFINE_MARKER}\n${dataBlock({ lines: input.lines, draft: input.draft })}`,
});
