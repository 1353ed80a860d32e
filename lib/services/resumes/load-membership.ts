import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import type { MembershipFields } from "@/lib/permissions/membership";

/** The caller's membership fields for isPremiumUser; a session whose user is gone is no session. */
export async function loadMembership(userId: string): Promise<MembershipFields> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true, membershipEndsAt: true, isLifetime: true } });
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}
