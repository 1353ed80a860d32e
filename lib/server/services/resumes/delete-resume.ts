import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

/**
 * DELETE /api/resumes/{id}: moves the resume to the trash (one wrong click loses nothing). Its public link stops
 * answering at once because public lookups skip deleted rows; the custom URL stays reserved until the purge.
 */
export async function deleteResume(userId: string, resumeId: string): Promise<{ _id: string; deletedAt: string }> {
  const deletedAt = new Date();
  const { count } = await db.resume.updateMany({
    where: { id: resumeId, userId, deletedAt: null },
    data: { deletedAt },
  });
  if (count === 0) throw new AppError("NOT_FOUND");
  return { _id: resumeId, deletedAt: deletedAt.toISOString() };
}
