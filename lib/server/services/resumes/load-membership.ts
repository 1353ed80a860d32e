import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { membershipSelect, type Membership } from "@/lib/server/permissions/membership";

/** The caller's membership, for the checks in lib/server/permissions; a session whose user is gone is no session. */
export async function loadMembership(userId: string): Promise<Membership> {
  const user = await db.user.findUnique({ where: { id: userId }, select: membershipSelect });
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}
