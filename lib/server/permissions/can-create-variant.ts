// Issue 26 item 7 (docs/product.md §6): a regular member keeps REGULAR_VARIANTS_PER_USER variants in all; premium
// members MAX_VARIANTS_PER_MASTER per master. Counts of variants not in the trash.
import "server-only";
import { MAX_VARIANTS_PER_MASTER, REGULAR_VARIANTS_PER_USER } from "@/lib/shared/validations/resumes/variant";
import { isPremiumUser, type Membership } from "./membership";

export type VariantCounts = { ofMaster: number; ofUser: number };

/** null when a variant may be made, else the error code that refuses it. */
export function canCreateVariant(
  actor: Membership,
  counts: VariantCounts,
  now = new Date(),
): null | "VARIANT_LIMIT_REACHED" | "VARIANT_PLAN_LIMIT" {
  if (counts.ofMaster >= MAX_VARIANTS_PER_MASTER) return "VARIANT_LIMIT_REACHED";
  if (!isPremiumUser(actor, now) && counts.ofUser >= REGULAR_VARIANTS_PER_USER) return "VARIANT_PLAN_LIMIT";
  return null;
}
