// The admin area (orders of every user, memberships, offer applications) is for role ADMIN only: a lifetime member
// is premium, not an administrator (docs/product.md §6).
import "server-only";
import type { Membership } from "./membership";

export function canAdminister(actor: Pick<Membership, "role">): boolean {
  return actor.role === "ADMIN";
}
