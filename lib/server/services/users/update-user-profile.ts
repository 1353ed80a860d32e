import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { TUpdateUserBody } from "@/lib/shared/validations/auth/update-user";
import { toUserDto } from "./to-user-dto";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";

/** Only the caller's own row: another user's id answers 404, as if it did not exist. */
export async function updateUserProfile(callerId: string, targetId: string, input: TUpdateUserBody): Promise<UserDto> {
  if (callerId !== targetId) throw new AppError("NOT_FOUND");
  const user = await db.user.update({
    where: { id: callerId },
    data: {
      ...(input.nickName !== undefined && { nickName: input.nickName.trim() }),
      ...(input.avatar !== undefined && { avatar: input.avatar }),
      ...(input.embedResumeData !== undefined && { embedResumeData: input.embedResumeData }),
    },
  });
  return toUserDto(user);
}
