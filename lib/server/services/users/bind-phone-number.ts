import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { consumeVerificationCode } from "@/lib/server/services/auth/consume-verification-code";
import { toUserDto } from "./to-user-dto";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";

/** POST /api/users/bindPhoneNumber: after the SMS code, the number becomes the user's (also for WeChat users). */
export async function bindPhoneNumber(userId: string, phoneNumber: string, veriCode: string): Promise<UserDto> {
  await consumeVerificationCode(phoneNumber, "SMS_LOGIN", veriCode);
  const holder = await db.user.findUnique({ where: { cellphone: phoneNumber }, select: { id: true } });
  if (holder && holder.id !== userId) throw new AppError("PHONE_TAKEN");
  return toUserDto(await db.user.update({ where: { id: userId }, data: { cellphone: phoneNumber } }));
}
