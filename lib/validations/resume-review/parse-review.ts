// The editor's review of an uploaded resume (issue 14 item 5): the fields the parser was unsure of, and the request
// that accepts some or all of them. Shared by the route, the service and the editor.
import { z } from "zod";

/** Below this confidence a parsed field is a guess the user should check (lib/resume-parse/types.ts, TParsedField). */
export const REVIEW_CONFIDENCE = 0.7;
/** Far more than one resume's parsed fields: a request is one click, or one field edited. */
const MAX_ACCEPT_PATHS = 500;

// English as the API answers them; the editor shows the translation under the same key (Editor.review.validation).
const reviewMessages = {
  bodyInvalid: "Send the fields to accept as paths, or all: true",
  pathInvalid: "A field path starts with basicInfo, links or sections",
  tooManyPaths: `Accept at most ${MAX_ACCEPT_PATHS} fields at once`,
} as const;

export type ReviewMessageKey = keyof typeof reviewMessages;

const byText = new Map<string, ReviewMessageKey>(
  Object.entries(reviewMessages).map(([key, text]) => [text, key as ReviewMessageKey]),
);

export function reviewMessageKey(message: string | undefined): ReviewMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}

/** "basicInfo.name", "links.0.src", "sections.<sectionId>.<itemId>.title" (the parser's TParsedField.path). */
const ZReviewPath = z
  .string({ error: reviewMessages.pathInvalid })
  .max(300, { error: reviewMessages.pathInvalid })
  .regex(/^(basicInfo|links|sections)(\.[\w-]+)+$/, { error: reviewMessages.pathInvalid });

/** POST /api/resumes/{id}/parse-review: `{ paths: [...] }` accepts those fields, `{ all: true }` every one. */
export const ZAcceptParseReviewBody = z
  .object(
    {
      paths: z
        .array(ZReviewPath, { error: reviewMessages.bodyInvalid })
        .min(1, { error: reviewMessages.bodyInvalid })
        .max(MAX_ACCEPT_PATHS, { error: reviewMessages.tooManyPaths })
        .optional(),
      all: z.literal(true, { error: reviewMessages.bodyInvalid }).optional(),
    },
    { error: reviewMessages.bodyInvalid },
  )
  .refine((body) => (body.paths === undefined) !== (body.all === undefined), {
    error: reviewMessages.bodyInvalid,
  });

export type TAcceptParseReviewBody = z.output<typeof ZAcceptParseReviewBody>;

/** One field to check, as the editor receives it. */
export type ParseReviewItemDto = { path: string; value: string; sourceLine: string; confidence: number };
export type ParseReviewDto = { items: ParseReviewItemDto[] };
