import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { toUserDto } from "./to-user-dto";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";

export async function getCurrentUser(userId: string): Promise<UserDto> {
  const user = await db.user.findUnique({ where: { id: userId } });
  // The session was valid a moment ago; a row deleted since then is a lost session, not a server error.
  if (!user) throw new AppError("UNAUTHORIZED");
  return toUserDto(user);
}
