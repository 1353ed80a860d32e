// Cover letters (issue 26 item 3, docs/api.md "Cover letters"): the limits, the route schemas, the stream's events and
// what the API answers. Shared by the routes, the services and the letter panel.
import { z } from "zod";
import { ZStreamError } from "@/lib/shared/validations/streams/stream-events";
import { ZResumeLang, type TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { coverLetterMessages as m } from "./messages";

/** A letter is a page, about 400 words; 10,000 characters leaves room for a long one in any language. */
export const MAX_COVER_LETTER = 10_000;
/** Versions kept per application: the newest is the letter, the rest its history; the oldest goes past this. */
export const MAX_COVER_LETTER_VERSIONS = 20;

// C0 and C1 controls and DEL, but tabs and line breaks: a letter has paragraphs.
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** The letter's text as the user wrote it: line breaks normalised to \n, the ends trimmed, never empty. */
export const ZCoverLetterText = z
  .string({ error: m.required })
  .max(MAX_COVER_LETTER, { error: m.tooLong })
  .refine((value) => !TEXT_CONTROL.test(value), { error: m.control })
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().min(1, { error: m.required }));

/** A letter's version number: 0 means "there is no letter yet" (the first save makes version 1). */
const ZVersion = z.number({ error: m.versionInvalid }).int({ error: m.versionInvalid }).min(0).max(1_000_000_000);

/** POST /api/applications/{id}/cover-letter: a new version over `version`, the one the client edited. */
export const ZSaveCoverLetterBody = z
  .object({
    body: ZCoverLetterText,
    lang: ZResumeLang,
    version: ZVersion,
    /** "template" when the text began as the template letter and this is its first save. */
    fromTemplate: z.boolean().optional(),
  })
  .strict();
export type TSaveCoverLetterBody = z.output<typeof ZSaveCoverLetterBody>;

/** POST /api/applications/{id}/cover-letter/restore: version `from` becomes the newest, over `version`. */
export const ZRestoreCoverLetterBody = z.object({ from: ZVersion.min(1), version: ZVersion }).strict();
export type TRestoreCoverLetterBody = z.output<typeof ZRestoreCoverLetterBody>;

/** POST /api/applications/{id}/cover-letter/generate: "Write with AI" over `version` (the current one, 0 for none). */
export const ZGenerateCoverLetterBody = z.object({ version: ZVersion }).strict();
export type TGenerateCoverLetterBody = z.output<typeof ZGenerateCoverLetterBody>;

/** The model's answer: the letter's text only, paragraphs separated by blank lines. */
export const ZCoverLetterAnswer = z.object({ body: z.string() });

const coverLetterSources = ["template", "ai", "edit", "restore"] as const;
export type CoverLetterSourceDto = (typeof coverLetterSources)[number];

export type CoverLetterDto = {
  id: string;
  applicationId: string;
  body: string;
  lang: TResumeLang;
  version: number;
  source: CoverLetterSourceDto;
  createdAt: string;
};

/** A version in the history list: what it is and how it begins (the whole text comes with a restore). */
export type CoverLetterVersionDto = {
  version: number;
  source: CoverLetterSourceDto;
  createdAt: string;
  chars: number;
  excerpt: string;
};

/** GET /api/applications/{id}/cover-letter: the current letter (null before the first save) and its versions. */
export type CoverLetterStateDto = { current: CoverLetterDto | null; versions: CoverLetterVersionDto[] };

/** GET /api/applications/{id}/cover-letter/template: the structured letter to start from (not saved). */
export type CoverLetterTemplateDto = { body: string; lang: TResumeLang };

/** The events of POST /api/applications/{id}/cover-letter/generate: the letter as it grows, then the saved version. */
export const coverLetterEvents = {
  message: z.object({ body: z.string() }),
  finish: z.object({
    letter: z.object({
      id: z.string(),
      applicationId: z.string(),
      body: z.string(),
      lang: ZResumeLang,
      version: z.number(),
      source: z.enum(coverLetterSources),
      createdAt: z.string(),
    }),
    usedTokens: z.number(),
  }),
  error: ZStreamError,
};

// What "Write with AI" is expected to cost, reserved before the model runs and settled on the real usage (as the
// polish: lib/shared/validations/ai-editor/editor-ai-estimates.ts): the instructions, the resume and the posting at
// about 2 characters a token (English runs 4, Chinese 1), and the letter itself.
const LETTER_PROMPT_TOKENS = 600;

/**
 * The answer's bound (maxOutputTokens): a 400-word letter is about 550 tokens in English, a 700-character Chinese one
 * about 900; twice the longer, for a language that takes more tokens, plus the JSON around it.
 */
export const COVER_LETTER_OUTPUT_TOKENS = 2_000;

export function coverLetterTokenEstimate(inputChars: number): number {
  return LETTER_PROMPT_TOKENS + Math.ceil(inputChars / 2) + COVER_LETTER_OUTPUT_TOKENS / 2;
}
