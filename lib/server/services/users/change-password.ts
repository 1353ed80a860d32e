import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { verifyPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";
import { setPassword } from "./set-password";

/**
 * POST /api/user/password: the current password, then the new one; every other session ends as after a reset link
 * (setPassword), and the route signs this browser in again. Accounts without a password (phone, OAuth) get
 * WRONG_PASSWORD here: settings offers them a reset link to their verified address instead, which proves the mailbox.
 */
export async function changePassword(
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<{ id: string; sessionVersion: number }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new AppError("UNAUTHORIZED");
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AppError("WRONG_PASSWORD");
  return setPassword(userId, newPassword);
}
