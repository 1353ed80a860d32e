// The offer form's limits and messages without zod (the schema loads with the form's first focus). Messages are keys
// of messages/*.json "Offer.validation": the API answers them in `details[].key` and the form translates them.
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const offerMessages = {
  kindInvalid: "Offer.validation.kindInvalid",
  schoolEmailInvalid: "Offer.validation.schoolEmailInvalid",
  veriCodeInvalid: "Offer.validation.veriCodeInvalid",
  profileUrlInvalid: "Offer.validation.profileUrlInvalid",
  statementTooShort: "Offer.validation.statementTooShort",
  statementTooLong: "Offer.validation.statementTooLong",
} as const satisfies Record<string, MessageKey>;

export type OfferMessageKey = keyof typeof offerMessages;

export const OFFER_STATEMENT_MIN = 20;
export const OFFER_STATEMENT_MAX = 1000;

/**
 * Code-hosting sites whose profiles prove open-source work. Only GitHub: a profile counts once it is shown to be the
 * applicant's (a GitHub sign-in of theirs, or a code in the profile README read through GitHub's API), and that check
 * exists for GitHub alone.
 */
export const CODE_HOSTS = ["github.com"] as const;

/**
 * School and university domains: `.edu`, or a country's academic zone (`.edu.cn`, `.ac.uk`, `.edu.au`, `.ac.jp`).
 * A school not matching can still apply with a code-hosting profile, or an admin grants by hand.
 */
export const SCHOOL_EMAIL_DOMAIN = /(^|\.)(edu|(edu|ac)\.[a-z]{2})$/;
