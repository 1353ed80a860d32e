// Admin form messages without zod. English as the API answers them; the admin pages show the translation under the
// same key (messages/*.json "Admin.validation").
export const adminMessages = {
  targetRequired: "Give exactly one of a user id or an e-mail address",
  emailInvalid: "Enter a valid e-mail address",
  userIdInvalid: "Enter a valid user id",
  grantRequired: "Choose exactly one of a plan or an end date",
  planInvalid: "Choose monthly, quarterly, yearly or lifetime",
  endsAtInvalid: "The end date must be a date in the future",
  noteTooLong: "The note must be at most 500 characters",
  actionInvalid: "Action must be grant or end",
  statusInvalid: "Status must be APPROVED or REJECTED",
  orderStatusInvalid: "Order status must be 0 (created), 1 (paid) or 2 (expired)",
  offerStatusInvalid: "Status must be PENDING, APPROVED or REJECTED",
} as const;

export type AdminMessageKey = keyof typeof adminMessages;

const byText = new Map<string, AdminMessageKey>(
  Object.entries(adminMessages).map(([key, text]) => [text, key as AdminMessageKey]),
);

export function adminMessageKey(message: string | undefined): AdminMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}
