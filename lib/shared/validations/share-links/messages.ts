// The tracked-link schemas' messages as message keys (messages/*.json "ShareLinks.errors"): the schemas write them, the
// API answers them in `details[].key` with the sentence in the request's language, and the share panel's form
// translates them by key (CONTRIBUTING.md "Errors").
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const shareLinkMessages = {
  labelRequired: "ShareLinks.errors.labelRequired",
  labelTooLong: "ShareLinks.errors.labelTooLong",
  labelControl: "ShareLinks.errors.labelControl",
  expiryInvalid: "ShareLinks.errors.expiryInvalid",
  expiryPast: "ShareLinks.errors.expiryPast",
  expiryTooFar: "ShareLinks.errors.expiryTooFar",
} as const satisfies Record<string, MessageKey>;
