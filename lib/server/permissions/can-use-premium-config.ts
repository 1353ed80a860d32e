// docs/product.md §6: the premium-only config options (premiumConfigKeys), the custom URL and a chosen public link id.
// A save by anyone else keeps them off or unchanged, and the public page ignores them once the owner's membership has
// lapsed.
import "server-only";
import { isPremiumUser, type Membership } from "./membership";

export function canUsePremiumConfig(actor: Membership, now = new Date()): boolean {
  return isPremiumUser(actor, now);
}
