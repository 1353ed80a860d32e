// The review limits and messages without zod: the write-a-review form shows them in its first load, while the schema
// (review.ts) loads with the form's first focus. Messages are keys of messages/*.json "Reviews.validation": the API
// answers them in `details[].key` and the form translates them.
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const reviewMessages = {
  ratingInvalid: "Reviews.validation.ratingInvalid",
  contentTooShort: "Reviews.validation.contentTooShort",
  contentTooLong: "Reviews.validation.contentTooLong",
  statusInvalid: "Reviews.validation.statusInvalid",
} as const satisfies Record<string, MessageKey>;

export type ReviewMessageKey = keyof typeof reviewMessages;

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 10;
