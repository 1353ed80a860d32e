// An entry of the AI creator's work or education step (docs/product.md §3 "Experience item", §5 rules): the user's own
// text, which the generated resume keeps exactly as typed (lib/server/ai/draft-to-resume-document.ts).
import { z } from "zod";
import { experienceMessages } from "./creator-messages";

export { experienceMessages };

export const MAX_EXPERIENCE_ENTRIES = 4;
const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: experienceMessages.monthFormat });

export const ZExperienceItem = z
  .object({
    title: z.string().trim().min(1, { error: experienceMessages.titleRequired }).max(200),
    organization: z.string().trim().min(1, { error: experienceMessages.organizationRequired }).max(200),
    startDate: z.string().trim().min(1, { error: experienceMessages.startDateRequired }).pipe(month),
    /** "YYYY-MM", or "present" (sent so when isPresent is ticked, docs/product.md §5). */
    endDate: z.union([z.literal("present"), month, z.literal("")]).default(""),
    isPresent: z.boolean().default(false),
    description: z.string().max(2000).default(""),
  })
  .transform((item) => (item.isPresent ? { ...item, endDate: "present" } : item))
  .superRefine((item, ctx) => {
    if (item.endDate === "")
      ctx.addIssue({ code: "custom", path: ["endDate"], message: experienceMessages.endDateRequired });
    else if (item.endDate !== "present" && item.endDate < item.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: experienceMessages.endBeforeStart });
  });

export const ZExperienceList = z
  .array(ZExperienceItem)
  .max(MAX_EXPERIENCE_ENTRIES, { error: experienceMessages.tooManyEntries })
  .default([]);

export type TExperienceItem = z.output<typeof ZExperienceItem>;
