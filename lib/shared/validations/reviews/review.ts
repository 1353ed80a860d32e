// Review rules shared by the write-a-review form and POST/PATCH/GET /api/reviews (limits and messages: review-rules.ts).
import { z } from "zod";
import { pageSizeField, ZCurrentPage } from "@/lib/shared/validations/pagination/list-page-query";
import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH, REVIEWS_PAGE_SIZE, reviewMessages } from "./review-rules";

export const ZCreateReview = z.object({
  rating: z
    .number({ error: reviewMessages.ratingInvalid })
    .int({ error: reviewMessages.ratingInvalid })
    .min(1, { error: reviewMessages.ratingInvalid })
    .max(5, { error: reviewMessages.ratingInvalid }),
  content: z
    .string({ error: reviewMessages.contentTooShort })
    .trim()
    .min(REVIEW_MIN_LENGTH, { error: reviewMessages.contentTooShort })
    .max(REVIEW_MAX_LENGTH, { error: reviewMessages.contentTooLong }),
  /** The site language it was written on; the list shows every language. */
  locale: z.enum(["en", "zh"]).default("en"),
});
export type TCreateReview = z.infer<typeof ZCreateReview>;

export const ZReviewStatusBody = z.object({
  status: z.enum(["APPROVED", "REJECTED"], { error: reviewMessages.statusInvalid }),
});

export const ZReviewIdParams = z.object({ id: z.string().min(1).max(64) });

export const ZReviewListQuery = z.object({ currentPage: ZCurrentPage, pageSize: pageSizeField(REVIEWS_PAGE_SIZE) });
export type TReviewListQuery = z.infer<typeof ZReviewListQuery>;
