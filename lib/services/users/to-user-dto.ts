// The user as SPEC §3/§7 names it. isValid: membership active (lifetime and admin count as premium, SPEC §6).
import type { User } from "@/generated/prisma/client";

export type UserDto = {
  _id: string;
  userName: string | null;
  nickName: string;
  avatar: string | null;
  cellphone: string | null;
  email: string | null;
  role: "admin" | "user";
  type: "email" | "oauth" | "phone" | "wechat";
  isValid: boolean;
  isVip: boolean;
  valiTo: string | null;
  balance: number;
  token: number;
};

export function toUserDto(user: User, now = new Date()): UserDto {
  const isAdmin = user.role === "ADMIN";
  const hasMembership = user.membershipEndsAt !== null && user.membershipEndsAt > now;
  return {
    _id: user.id,
    userName: user.userName,
    nickName: user.nickName,
    avatar: user.avatar,
    cellphone: user.cellphone,
    email: user.email,
    role: isAdmin ? "admin" : "user",
    type: user.type.toLowerCase() as UserDto["type"],
    isValid: isAdmin || user.isLifetime || hasMembership,
    isVip: user.isLifetime,
    valiTo: user.membershipEndsAt?.toISOString() ?? null,
    balance: user.balanceCents,
    token: user.tokenBalance,
  };
}
