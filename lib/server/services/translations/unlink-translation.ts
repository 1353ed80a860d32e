// DELETE /api/resumes/{id}/translation-link (issue 27 item 1): the copy becomes a plain resume; its text is untouched.
// Scoped by user id in the write itself: another user's id or an unknown one changes nothing and answers 404.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export async function unlinkTranslation(userId: string, copyId: string): Promise<{ linked: false }> {
  const { count } = await db.resume.updateMany({
    where: { id: copyId, userId, deletedAt: null },
    data: { translatedFromId: null, translationLink: Prisma.DbNull },
  });
  if (count === 0) throw new AppError("NOT_FOUND");
  return { linked: false };
}
