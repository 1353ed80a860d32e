// Who counts as premium (docs/product.md §6): a valid membership (isValid), a lifetime member (isVip) or an admin.
// Every premium limit (resume cap, pro templates, PDF download, custom URL, premium config keys) asks this one question.
// Pure over plain data (no database): importable from client components and unit-testable.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/** The User fields every permission check reads; spread it into a larger select when a query needs more. */
export const membershipSelect = { role: true, membershipEndsAt: true, isLifetime: true } satisfies Prisma.UserSelect;

export type Membership = Prisma.UserGetPayload<{ select: typeof membershipSelect }>;

/** SPEC `isValid`: the membership end lies in the future. */
export const hasValidMembership = (user: Membership, now = new Date()): boolean =>
  user.membershipEndsAt !== null && user.membershipEndsAt.getTime() > now.getTime();

export const isPremiumUser = (user: Membership, now = new Date()): boolean =>
  user.role === "ADMIN" || user.isLifetime || hasValidMembership(user, now);
