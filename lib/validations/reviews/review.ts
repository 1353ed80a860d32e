// Review rules shared by the write-a-review form and POST/PATCH/GET /api/reviews. Messages are English as the API
// answers them; the form shows the translation under the same key (messages/*.json "Reviews.validation").
import { z } from "zod";

export const reviewMessages = {
  ratingInvalid: "Rating must be a whole number from 1 to 5",
  contentTooShort: "Review must be at least 10 characters",
  contentTooLong: "Review must be at most 1000 characters",
  statusInvalid: "Status must be APPROVED or REJECTED",
} as const;

export type ReviewMessageKey = keyof typeof reviewMessages;

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 10;

export const createReviewSchema = z.object({
  rating: z.number({ error: reviewMessages.ratingInvalid }).int({ error: reviewMessages.ratingInvalid }).min(1, { error: reviewMessages.ratingInvalid }).max(5, { error: reviewMessages.ratingInvalid }),
  content: z
    .string({ error: reviewMessages.contentTooShort })
    .trim()
    .min(REVIEW_MIN_LENGTH, { error: reviewMessages.contentTooShort })
    .max(REVIEW_MAX_LENGTH, { error: reviewMessages.contentTooLong }),
  /** The site language it was written on; the list shows every language. */
  locale: z.enum(["en", "zh"]).default("en"),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const reviewStatusSchema = z.object({
  status: z.enum(["APPROVED", "REJECTED"], { error: reviewMessages.statusInvalid }),
});

export const reviewIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const listReviewsQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
});
export type ListReviewsQuery = z.output<typeof listReviewsQuerySchema>;

const byText = new Map<string, ReviewMessageKey>(Object.entries(reviewMessages).map(([key, text]) => [text, key as ReviewMessageKey]));

/** The message key of a schema message, for the form to show its translation. */
export function reviewMessageKey(message: string | undefined): ReviewMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}
