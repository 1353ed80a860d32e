import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";

/**
 * Stores a new password and ends every existing session (sessionVersion + 1): the one way both a reset link and
 * settings' change password set it. The caller signs this browser in again (signedInResponse) with the answer.
 */
export async function setPassword(
  userId: string,
  password: string,
  extra: Prisma.UserUpdateInput = {},
): Promise<{ id: string; sessionVersion: number }> {
  const passwordHash = await hashPassword(password);
  return db.user.update({
    where: { id: userId },
    data: { ...extra, passwordHash, sessionVersion: { increment: 1 } },
    select: { id: true, sessionVersion: true },
  });
}
