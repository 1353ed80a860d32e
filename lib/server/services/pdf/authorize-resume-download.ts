// The owner's download (POST /api/download/{id}): the resume must be theirs and not deleted (else 404, whoever
// owns it), and the user must be premium now (else PREMIUM_REQUIRED).
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { canDownloadPdf } from "@/lib/server/permissions/can-download-pdf";
import { membershipSelect } from "@/lib/server/permissions/membership";

export type DownloadableResume = { id: string; name: string };

export async function authorizeResumeDownload(userId: string, resumeId: string): Promise<DownloadableResume> {
  const [user, resume] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: membershipSelect }),
    db.resume.findFirst({ where: { id: resumeId, userId, deletedAt: null }, select: { id: true, name: true } }),
  ]);
  if (!user) throw new AppError("UNAUTHORIZED");
  if (!resume) throw new AppError("NOT_FOUND", { message: "Resume not found" });
  if (!canDownloadPdf(user)) throw new AppError("PREMIUM_REQUIRED");
  return resume;
}
