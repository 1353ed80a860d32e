// DELETE /api/resumes/{id}/variant (issue 26 item 1): the variant becomes a plain resume; its content is untouched and
// the master's saves no longer reach it. Scoped by user id in the write itself: another user's id or an unknown one
// changes nothing and answers 404.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export async function detachVariant(userId: string, id: string): Promise<{ isVariant: false }> {
  const { count } = await db.resume.updateMany({
    where: { id, userId, deletedAt: null },
    data: { variantOfId: null, variantBase: Prisma.DbNull },
  });
  if (count === 0) throw new AppError("NOT_FOUND");
  return { isVariant: false };
}
