// The review-link schemas' messages as message keys (messages/*.json "ReviewLinks.errors"): the schemas write them, the
// API answers them in `details[].key` with the sentence in the request's language, and the editor's and the
// reviewer's forms translate them by key (CONTRIBUTING.md "Errors").
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const reviewLinkMessages = {
  labelRequired: "ReviewLinks.errors.labelRequired",
  labelTooLong: "ReviewLinks.errors.labelTooLong",
  labelControl: "ReviewLinks.errors.labelControl",
  expiryInvalid: "ReviewLinks.errors.expiryInvalid",
  nameRequired: "ReviewLinks.errors.nameRequired",
  nameTooLong: "ReviewLinks.errors.nameTooLong",
  nameControl: "ReviewLinks.errors.nameControl",
  bodyRequired: "ReviewLinks.errors.bodyRequired",
  bodyTooLong: "ReviewLinks.errors.bodyTooLong",
  bodyControl: "ReviewLinks.errors.bodyControl",
  targetInvalid: "ReviewLinks.errors.targetInvalid",
} as const satisfies Record<string, MessageKey>;
