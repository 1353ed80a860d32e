// GET /api/resumes/{id}/variant-masters (issue 26 item 1): what "Make this a variant of…" offers for resume {id}, as
// the server will allow it (PUT /api/resumes/{id}/variant, convert-to-variant.ts). Beside variant.ts, not in it: the
// answer of one read for the resume list's dialog.
import type { VariantSummaryDto } from "./variant";

/** The most masters offered at once, newest first: more than a job search keeps, and one page. */
export const MAX_VARIANT_MASTERS = 100;

/** Why {id} cannot become a variant: it is one already, or it has variants (in the trash too). */
type VariantMastersRefusal = "isVariant" | "hasVariants";

export type VariantMastersDto =
  | { convertible: true; masters: VariantSummaryDto[] }
  | { convertible: false; reason: VariantMastersRefusal; masters: [] };
