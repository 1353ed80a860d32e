// The AI creator's validation messages of docs/product.md §5, as keys of messages/*.json "AiCreator.validation": the
// API answers them in `details[].key` and the creator's forms translate them. No zod here: the page's first load
// carries these few strings, and the schemas load when a form is first checked.
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const experienceMessages = {
  titleRequired: "AiCreator.validation.titleRequired",
  organizationRequired: "AiCreator.validation.organizationRequired",
  startDateRequired: "AiCreator.validation.startDateRequired",
  endDateRequired: "AiCreator.validation.endDateRequired",
  monthFormat: "AiCreator.validation.monthFormat",
  endBeforeStart: "AiCreator.validation.endBeforeStart",
  tooManyEntries: "AiCreator.validation.tooManyEntries",
} as const satisfies Record<string, MessageKey>;

export const jobTitleMessages = {
  jobTitleRequired: "AiCreator.validation.jobTitleRequired",
  jobTitleTooLong: "AiCreator.validation.jobTitleTooLong",
} as const satisfies Record<string, MessageKey>;

export const MAX_JOB_TITLE_LENGTH = 100;

export type CreatorMessageKey = keyof typeof experienceMessages | keyof typeof jobTitleMessages;
