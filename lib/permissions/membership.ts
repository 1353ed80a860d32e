// Who counts as premium (SPEC §6): a valid membership (isValid), a lifetime member (isVip) or an admin.
// Every limit (resume cap, pro templates, PDF download, custom URL, premium config keys) asks this one question.
import type { Role } from "@/generated/prisma/client";

export type MembershipFields = { role: Role; membershipEndsAt: Date | null; isLifetime: boolean };

/** SPEC `isValid`: the membership end lies in the future. */
export const hasValidMembership = (user: MembershipFields, now = new Date()): boolean =>
  user.membershipEndsAt !== null && user.membershipEndsAt.getTime() > now.getTime();

export const isPremiumUser = (user: MembershipFields, now = new Date()): boolean =>
  user.role === "ADMIN" || user.isLifetime || hasValidMembership(user, now);

/** SPEC §9: regular users may keep at most this many resumes. */
export const REGULAR_RESUME_CAP = 5;
