import { z } from "zod";
import { resumeMessages as m } from "./messages";

/** A resume name: inline rename refuses blank names (docs/product.md §5) and the list shows at most 120 characters. */
export const ZResumeName = z
  .string({ error: m.textRequired })
  .trim()
  .min(1, { error: m.textRequired })
  .max(120, { error: m.nameTooLong });
