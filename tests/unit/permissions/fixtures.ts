// Actors for the permission checks, all judged at one fixed instant.
import type { Membership } from "@/lib/server/permissions/membership";

export const now = new Date("2026-06-01T00:00:00Z");
export const regular: Membership = { role: "USER", membershipEndsAt: null, isLifetime: false };
export const member: Membership = { ...regular, membershipEndsAt: new Date("2026-06-02T00:00:00Z") };
export const lapsed: Membership = { ...regular, membershipEndsAt: new Date("2026-05-31T23:59:59Z") };
export const lifetime: Membership = { ...regular, isLifetime: true };
export const admin: Membership = { ...regular, role: "ADMIN" };
export const premiumActors = [
  ["a valid membership", member],
  ["a lifetime member", lifetime],
  ["an admin", admin],
] as const;
export const regularActors = [
  ["a regular user", regular],
  ["an expired membership", lapsed],
] as const;
