import "server-only";
// Prompt of the editor's polish (issue 15 items 1 and 3): stronger wording of resume texts, facts untouched, each
// text in its own language; with a job description, aimed at that job.
import { DATA_RULE, dataBlock } from "./data-block";
import { languageNames } from "./language-names";
import type { TPromptBuilder } from "./prompt-types";

export type TPolishTextsInput = { texts: { path: string; text: string }[]; jobDescription?: string };

const POLISH_MARKER = "Polish these resume texts.";

export const polishTextsPrompt: TPromptBuilder<TPolishTextsInput> = (input, { language }) => ({
  system: [
    "You are an expert resume editor. You rewrite resume texts so they read stronger, without changing what they say.",
    'Answer with one JSON object and nothing else: {"suggestions": [{"path": string, "suggestion": string}]}, one entry per text you can improve, in the order given, with the path exactly as given. Leave out texts that are already strong.',
    "Rules:",
    "- Start each line or bullet with a strong action verb (Led, Built, Reduced… or the equivalent in the text's language); prefer the active voice; cut filler words.",
    "- Keep every number, percentage, amount, date, and every name of a person, company, school, product or technology exactly as written.",
    "- Never invent facts: no new achievements, numbers, tools, employers or responsibilities that the text does not state.",
    `- Write each suggestion in the same language as its original text (the resume is in ${languageNames[language]}); never translate.`,
    '- Keep the formatting: lines starting with "- " stay bullets, **bold** stays; about the same length as the original.',
    "- When a jobDescription is given, emphasise what in the text is relevant to that job and use the job's own terms where the text already supports them, still without claiming anything the text does not state.",
    DATA_RULE,
  ].join("\n"),
  prompt: `${POLISH_MARKER}\n${dataBlock({
    texts: input.texts,
    ...(input.jobDescription && { jobDescription: input.jobDescription }),
  })}`,
});
