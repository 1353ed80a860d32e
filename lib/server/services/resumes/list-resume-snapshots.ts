// GET /api/resumes/{id}/snapshots: the resume's server-side history, newest first, without the documents (each
// preview fetches its own). Another user's resume and an unknown one answer 404 alike.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";
import { SNAPSHOT_CAP, type ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";
import { snapshotSummarySelect, toSnapshotSummaryDto } from "./to-snapshot-dto";

export async function listResumeSnapshots(userId: string, resumeId: string): Promise<ResumeSnapshotSummaryDto[]> {
  if (hasUnsafeText(resumeId)) throw new AppError("NOT_FOUND");
  const resume = await db.resume.findFirst({
    where: { id: resumeId, userId, deletedAt: null },
    select: {
      snapshots: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: SNAPSHOT_CAP,
        select: snapshotSummarySelect,
      },
    },
  });
  if (!resume) throw new AppError("NOT_FOUND");
  return resume.snapshots.map(toSnapshotSummaryDto);
}
