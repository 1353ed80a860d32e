// The editor's review of an uploaded resume (issue 14 item 5): the fields the parser was unsure of, and the request
// that accepts some or all of them. Shared by the route, the service and the editor.
import { z } from "zod";
import type { MessageKey } from "@/lib/shared/validations/message-key";

/** Below this confidence a parsed field is a guess the user should check (lib/server/parse/types.ts, TParsedField). */
export const REVIEW_CONFIDENCE = 0.7;
/** Far more than one resume's parsed fields: a request is one click, or one field edited. */
const MAX_ACCEPT_PATHS = 500;

// Message keys (messages/*.json Editor.review.validation): the API answers them in `details[].key`.
const reviewMessages = {
  bodyInvalid: "Editor.review.validation.bodyInvalid",
  pathInvalid: "Editor.review.validation.pathInvalid",
  tooManyPaths: "Editor.review.validation.tooManyPaths",
} as const satisfies Record<string, MessageKey>;

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
