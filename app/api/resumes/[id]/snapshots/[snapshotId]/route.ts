// GET /api/resumes/{id}/snapshots/{snapshotId} – one snapshot with its document (the history panel's preview)
import { createHandler } from "@/lib/server/api/handler";
import { getResumeSnapshot } from "@/lib/server/services/resumes/get-resume-snapshot";
import { ZResumeSnapshotParams } from "@/lib/shared/validations/resumes/resume-snapshot";

export const GET = createHandler({ auth: "required", params: ZResumeSnapshotParams }, ({ session, params }) =>
  getResumeSnapshot(session.userId, params.id, params.snapshotId),
);
