import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";

/** Moderation is for role ADMIN only; anyone else gets 403 (the role is read fresh, never from the token). */
export async function assertAdmin(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
  if (user?.role !== "ADMIN") throw new AppError("FORBIDDEN", { message: "Only administrators can moderate reviews" });
}
