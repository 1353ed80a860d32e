// The AI creator's validation messages of SPEC §5, in English as the API answers them; the creator's forms show the
// translation under the same key (messages/*.json "AiCreator.validation"). No zod here: the page's first load
// carries these few strings, and the schemas load when a form is first checked.
export const experienceMessages = {
  titleRequired: "Title must not be empty",
  organizationRequired: "Organization must not be empty",
  startDateRequired: "Start date must not be empty",
  endDateRequired: "End date must not be empty unless present is ticked",
  monthFormat: "Dates must be in YYYY-MM format",
  endBeforeStart: "End date must not be before the start date",
  tooManyEntries: "At most 4 entries",
} as const;

export const jobTitleMessages = {
  jobTitleRequired: "Job title must not be empty",
  jobTitleTooLong: "Job title must be at most 100 characters",
} as const;

export const MAX_JOB_TITLE_LENGTH = 100;

export type CreatorMessageKey = keyof typeof experienceMessages | keyof typeof jobTitleMessages;

const byText = new Map<string, CreatorMessageKey>(
  Object.entries({ ...experienceMessages, ...jobTitleMessages }).map(([key, text]) => [text, key as CreatorMessageKey]),
);

/** The message key of a schema message, for the form to show its translation; undefined for anything else. */
export function creatorMessageKey(message: string | undefined): CreatorMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}
