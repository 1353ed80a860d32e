// POST /api/checkIsValidProfession (docs/product.md §7): the creator's job title, template and the user's own entries.
// Shared by the creator's form and the route.
import { z } from "zod";
import { DEFAULT_TEMPLATE } from "@/lib/shared/templates/registry";
import { ZTemplateRef } from "@/lib/shared/validations/resumes/create-resume";
import { jobTitleMessages, MAX_JOB_TITLE_LENGTH } from "./creator-messages";
import { ZExperienceList } from "./experience-item";

const ZKeyword = z
  .string({ error: jobTitleMessages.jobTitleRequired })
  .trim()
  .min(1, { error: jobTitleMessages.jobTitleRequired })
  .max(MAX_JOB_TITLE_LENGTH, { error: jobTitleMessages.jobTitleTooLong });

/** docs/product.md §7 fixes the provider to one value; the server's configured model answers whatever is sent. */
export const ZAiProvider = z.string().max(40).optional();

export const ZCheckProfessionBody = z.object({
  keyword: ZKeyword,
  /** A template's componentName or catalogue id; a pro one only for premium users. */
  template: ZTemplateRef.default(DEFAULT_TEMPLATE),
  aiProvider: ZAiProvider,
  additionalData: z
    .object({ workExperience: ZExperienceList, educationExperience: ZExperienceList })
    .default({ workExperience: [], educationExperience: [] }),
});

export type TCheckProfessionBody = z.output<typeof ZCheckProfessionBody>;

/** `processId` only when valid: the AiTask the stream then runs. */
export type TCheckProfessionResult = { valid: false } | { valid: true; processId: string };
