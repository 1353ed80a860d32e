// DELETE /api/applications/{id} – the application and its job go for good (deleting the job cascades to its one
// application); the resume and the tracked link stay. Another user's id and an unknown one are the same 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export async function deleteApplication(userId: string, id: string): Promise<{ id: string }> {
  const own = await db.application.findFirst({ where: { id, userId }, select: { jobId: true } });
  if (!own) throw new AppError("NOT_FOUND");
  const { count } = await db.job.deleteMany({ where: { id: own.jobId, userId } });
  if (count === 0) throw new AppError("NOT_FOUND");
  return { id };
}
