// POST /api/resumes/{id}/snapshots/{snapshotId}/restore – put a snapshot back as a save (version check, 409)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { restoreResumeSnapshot } from "@/lib/server/services/resumes/restore-resume-snapshot";
import { ZResumeSnapshotParams, ZRestoreSnapshotBody } from "@/lib/shared/validations/resumes/resume-snapshot";

export const POST = createHandler(
  // A restore is a save: the save rule bounds it.
  { auth: "required", params: ZResumeSnapshotParams, body: ZRestoreSnapshotBody, rateLimit: rateLimits.saveResume },
  ({ session, params, body }) => restoreResumeSnapshot(session.userId, params.id, params.snapshotId, body),
);
