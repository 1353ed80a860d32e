// What createHandler's `require` option can ask for, checked on the session right after it is resolved (its role is
// read fresh with the session record, never from the token) and before the rate limit and the body. A refusal is the
// same FORBIDDEN a service would throw, with a message naming what was refused.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { canAdminister } from "./can-administer";
import { canModerateReviews } from "./can-moderate-reviews";
import type { Membership } from "./membership";

type RouteActor = Pick<Membership, "role">;
type RoutePermissionSpec = { allows: (actor: RouteActor) => boolean; message: string };

const routePermissions = {
  "reviews.moderate": { allows: canModerateReviews, message: "Only administrators can moderate reviews" },
  "orders.listAll": { allows: canAdminister, message: "Only administrators can list every order" },
  "memberships.manage": { allows: canAdminister, message: "Only administrators can grant or end memberships" },
  "offers.review": { allows: canAdminister, message: "Only administrators can review offer applications" },
  "jobs.view": { allows: canAdminister, message: "Only administrators can see the background jobs" },
} as const satisfies Record<string, RoutePermissionSpec>;

export type RoutePermission = keyof typeof routePermissions;

export function assertRoutePermission(actor: RouteActor, permission: RoutePermission): void {
  const { allows, message } = routePermissions[permission];
  if (!allows(actor)) throw new AppError("FORBIDDEN", { message });
}
