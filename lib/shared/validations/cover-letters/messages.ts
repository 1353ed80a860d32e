// The cover letter schemas' messages as message keys (messages/*.json "Applications.coverLetter.errors"): the schemas
// write them, the API answers them in `details[].key`, the letter panel translates them (CONTRIBUTING.md "Errors").
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const coverLetterMessages = {
  required: "Applications.coverLetter.errors.required",
  tooLong: "Applications.coverLetter.errors.tooLong",
  control: "Applications.coverLetter.errors.control",
  versionInvalid: "Applications.coverLetter.errors.versionInvalid",
} as const satisfies Record<string, MessageKey>;
