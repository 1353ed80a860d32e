// The model's answer to "is this keyword a job title?" (the AI creator's first step, docs/product.md §4, §5).
import { z } from "zod";

export const ZProfessionCheck = z.object({
  isJobTitle: z.boolean(),
  /** The title as it would head a resume, corrected for case and spelling; empty when it is not a job title. */
  normalizedTitle: z.string(),
});
