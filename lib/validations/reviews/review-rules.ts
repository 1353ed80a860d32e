// The review limits and messages without zod: the write-a-review form shows them in its first load, while the schema
// (review.ts) loads with the form's first focus. Messages are English as the API answers them; the form shows the
// translation under the same key (messages/*.json "Reviews.validation").
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

const byText = new Map<string, ReviewMessageKey>(
  Object.entries(reviewMessages).map(([key, text]) => [text, key as ReviewMessageKey]),
);

/** The message key of a schema message, for the form to show its translation. */
export function reviewMessageKey(message: string | undefined): ReviewMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}
