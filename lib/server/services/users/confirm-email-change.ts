import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { consumeVerificationCode } from "@/lib/server/services/auth/consume-verification-code";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { emailChangeTarget } from "./email-change-target";
import { toUserDto } from "./to-user-dto";

/**
 * POST /api/user/email/confirm: the code mailed for (this user, this address) changes the account's e-mail, which is
 * then verified. The code is spent once however many requests race with it (consumeVerificationCode). An address
 * taken since the code was mailed (the unique index) answers EMAIL_TAKEN: the caller has just proven that mailbox,
 * so that tells them nothing they could not know.
 */
export async function confirmEmailChange(userId: string, email: string, veriCode: string): Promise<UserDto> {
  await consumeVerificationCode(emailChangeTarget(userId, email), "EMAIL_VERIFY", veriCode);
  try {
    const user = await db.user.update({ where: { id: userId }, data: { email, emailVerifiedAt: new Date() } });
    return toUserDto(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("EMAIL_TAKEN");
    }
    throw error;
  }
}
