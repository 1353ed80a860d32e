import "server-only";
import { db } from "@/lib/server/db";
import type { InviterCheck } from "@/lib/shared/validations/users/user-dto";

/** docs/product.md §3 "Inviter check result": who invited me, shown on /signup?inviter=. */
export async function checkInviter(inviterId: string): Promise<InviterCheck> {
  const inviter = await db.user.findUnique({
    where: { id: inviterId },
    select: { nickName: true, avatar: true, emailVerifiedAt: true, type: true },
  });
  const isValid = inviter !== null && (inviter.emailVerifiedAt !== null || inviter.type !== "EMAIL");
  return isValid
    ? { isValid, nickName: inviter.nickName, avatar: inviter.avatar }
    : { isValid: false, nickName: null, avatar: null };
}
