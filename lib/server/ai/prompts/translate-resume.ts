import "server-only";
// Prompt of the editor's translation (issue 15 item 2): every text of a resume into the target language, names, dates
// and contact details kept.
import { DATA_RULE, dataBlock } from "./data-block";
import { languageNames } from "./language-names";
import type { TPromptBuilder } from "./prompt-types";

export type TTranslateResumeInput = { texts: { id: string; text: string }[] };

const TRANSLATE_MARKER = "Translate these resume texts.";

export const translateResumePrompt: TPromptBuilder<TTranslateResumeInput> = (input, { language }) => {
  const name = languageNames[language];
  return {
    system: [
      `You are a professional resume translator. You translate every text of a resume into ${name}.`,
      `Answer with one JSON object and nothing else: {"translations": [{"id": string, "text": string}]}, one entry for every text given, in the same order, with the id exactly as given.`,
      "Rules:",
      `- Translate into natural, professional ${name} as a native recruiter would write it.`,
      "- Do not translate names of people, companies, schools, products or technologies, unless they have an established form in the target language (e.g. a well-known university or city).",
      "- Keep dates, numbers, amounts, e-mail addresses, phone numbers and URLs exactly as written.",
      '- Keep the formatting: lines starting with "- " stay bullets, **bold** and *italic* stay.',
      "- Add nothing and leave nothing out.",
      DATA_RULE,
    ].join("\n"),
    prompt: `${TRANSLATE_MARKER}\n${dataBlock({ targetLanguage: name, texts: input.texts })}`,
  };
};
