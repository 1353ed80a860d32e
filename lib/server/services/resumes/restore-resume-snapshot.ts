// POST /api/resumes/{id}/snapshots/{snapshotId}/restore: puts a snapshot's title, document and config back through the
// normal save (updateResume): the caller names the version its copy is based on, a newer server copy answers 409 with
// that copy, and the version goes up, so an editor open elsewhere gets a conflict on its next save instead of
// silently overwriting the restore. The state being replaced is snapshotted first, so a restore can be undone from
// the same list. Where and whether the resume is published (public switch, custom link, indexing, examples) is not
// content: it stays as it is now.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { TRestoreSnapshotBody } from "@/lib/shared/validations/resumes/resume-snapshot";
import { ZUpdateResumeBody } from "@/lib/shared/validations/resumes/update-resume";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { getOwnResume } from "./get-own-resume";
import { getResumeSnapshot } from "./get-resume-snapshot";
import { toResumeDto } from "./to-resume-dto";
import { updateResume } from "./update-resume";

export async function restoreResumeSnapshot(
  userId: string,
  resumeId: string,
  snapshotId: string,
  { version }: TRestoreSnapshotBody,
): Promise<ResumeDto> {
  const snapshot = await getResumeSnapshot(userId, resumeId, snapshotId);
  const row = await getOwnResume(userId, resumeId);
  const current = upgradeResumeDocument(row.data, row.config).config;
  const body = ZUpdateResumeBody.safeParse({
    mode: "full",
    version,
    name: snapshot.name,
    data: snapshot.data,
    config: {
      ...snapshot.config,
      isPublic: current.isPublic,
      customURL: current.customURL,
      allowIndexing: current.allowIndexing,
      addToExamples: current.addToExamples,
    },
  });
  // A snapshot was valid when saved; only a later, stricter schema could refuse it. Say so instead of a 500.
  if (!body.success)
    throw new AppError("INVALID_INPUT", { message: "This version can no longer be restored", cause: body.error });
  await updateResume(userId, resumeId, body.data, "RESTORE");
  return toResumeDto(await getOwnResume(userId, resumeId));
}
