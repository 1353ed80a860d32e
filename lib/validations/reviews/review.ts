// Review rules shared by the write-a-review form and POST/PATCH/GET /api/reviews (limits and messages: review-rules.ts).
import { z } from "zod";
import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH, REVIEWS_PAGE_SIZE, reviewMessages } from "./review-rules";

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
