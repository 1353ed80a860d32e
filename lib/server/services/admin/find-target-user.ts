// The user an admin act names, by id or by e-mail; unknown answers 404 like everywhere else.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";

export async function findTargetUser(
  tx: Prisma.TransactionClient,
  target: { userId?: string; email?: string },
): Promise<string> {
  const user = await tx.user.findFirst({
    where: target.userId ? { id: target.userId } : { email: target.email },
    select: { id: true },
  });
  if (!user) throw new AppError("NOT_FOUND", { message: "User not found" });
  return user.id;
}
