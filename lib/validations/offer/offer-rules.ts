// The offer form's limits and messages without zod (the schema loads with the form's first focus). Messages are
// English as the API answers them; forms show the translation under the same key (messages/*.json "Offer.validation").
export const offerMessages = {
  kindInvalid: "Choose a school e-mail or a GitHub profile",
  schoolEmailInvalid: "Enter your school e-mail address (for example name@university.edu)",
  veriCodeInvalid: "Enter the 6-digit code from the e-mail",
  profileUrlInvalid: "Enter your public GitHub profile link (https://github.com/your-name)",
  statementTooShort: "Tell us in at least 20 characters what you work on",
  statementTooLong: "The statement must be at most 1000 characters",
} as const;

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

const byText = new Map<string, OfferMessageKey>(
  Object.entries(offerMessages).map(([key, text]) => [text, key as OfferMessageKey]),
);

/** The message key of a schema message, for the form to show its translation. */
export function offerMessageKey(message: string | undefined): OfferMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}
