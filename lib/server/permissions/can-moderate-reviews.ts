// Approving and rejecting reviews is for role ADMIN only (a lapsed or lifetime member is no moderator).
import "server-only";
import type { Membership } from "./membership";

export function canModerateReviews(actor: Pick<Membership, "role">): boolean {
  return actor.role === "ADMIN";
}
