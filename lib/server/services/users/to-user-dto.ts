// The user as docs/product.md §3/§7 names it. isValid: membership active (lifetime and admin count as premium,
// docs/product.md §6).
import "server-only";
import type { User } from "@/generated/prisma/client";
import { isPremiumUser } from "@/lib/server/permissions/membership";
import { voucherBalances } from "@/lib/server/pricing/voucher-balances";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";

export function toUserDto(user: User, now = new Date()): UserDto {
  const isAdmin = user.role === "ADMIN";
  return {
    _id: user.id,
    userName: user.userName,
    nickName: user.nickName,
    avatar: user.avatar,
    cellphone: user.cellphone,
    email: user.email,
    role: isAdmin ? "admin" : "user",
    type: user.type.toLowerCase() as UserDto["type"],
    isValid: isPremiumUser(user, now),
    isVip: user.isLifetime,
    valiTo: user.membershipEndsAt?.toISOString() ?? null,
    balance: user.balanceCents,
    balances: voucherBalances(user),
    token: user.tokenBalance,
    hasPassword: user.passwordHash !== null,
    embedResumeData: user.embedResumeData,
  };
}
