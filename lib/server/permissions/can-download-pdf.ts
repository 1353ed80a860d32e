// docs/product.md §6 "PDF download" of one's own resume: premium, lifetime and admin users. Anyone else gets
// PREMIUM_REQUIRED, which the client maps to the upgrade dialog.
import "server-only";
import { isPremiumUser, type Membership } from "./membership";

export function canDownloadPdf(actor: Membership, now = new Date()): boolean {
  return isPremiumUser(actor, now);
}
