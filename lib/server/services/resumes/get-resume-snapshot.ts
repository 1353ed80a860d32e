// GET /api/resumes/{id}/snapshots/{snapshotId}: one snapshot with its document, for the history panel's preview.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import type { ResumeSnapshotDto } from "@/lib/shared/validations/resumes/resume-snapshot";
import { findResumeSnapshot } from "./find-resume-snapshot";
import { toSnapshotDto } from "./to-snapshot-dto";

export async function getResumeSnapshot(
  userId: string,
  resumeId: string,
  snapshotId: string,
): Promise<ResumeSnapshotDto> {
  const snapshot = await findResumeSnapshot(userId, resumeId, snapshotId);
  if (!snapshot) throw new AppError("NOT_FOUND");
  return toSnapshotDto(snapshot);
}
