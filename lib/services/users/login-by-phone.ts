import "server-only";
import { db } from "@/lib/db";
import { consumeVerificationCode } from "@/lib/services/auth/consume-verification-code";
import { createUserWithGifts } from "./create-user-with-gifts";

/** POST /api/users/loginByPhoneNumber: the SMS code signs in the phone's account, creating it on first use. */
export async function loginByPhone(
  phoneNumber: string,
  veriCode: string,
): Promise<{ id: string; sessionVersion: number }> {
  await consumeVerificationCode(phoneNumber, "SMS_LOGIN", veriCode);
  const user = await db.user.findUnique({
    where: { cellphone: phoneNumber },
    select: { id: true, sessionVersion: true },
  });
  if (user) return user;
  return createUserWithGifts({ type: "PHONE", cellphone: phoneNumber, nickName: `用户${phoneNumber.slice(-4)}` });
}
