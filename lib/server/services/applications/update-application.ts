// PATCH /api/applications/{id} – changes only the fields sent (a state select sends { state }); null clears a link or a
// date. The application, and any resume or tracked link attached, must be the caller's own: 404 and nothing changed.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { ApplicationDto, TUpdateApplicationBody } from "@/lib/shared/validations/applications/application";
import { assertOwnAttachments } from "./assert-own-attachments";
import { applicationSelect, toApplicationDto } from "./to-application-dto";

export async function updateApplication(
  userId: string,
  id: string,
  body: TUpdateApplicationBody,
): Promise<ApplicationDto> {
  const { job, ...fields } = body;
  const row = await db.$transaction(async (tx) => {
    const own = await tx.application.findFirst({ where: { id, userId }, select: { jobId: true } });
    if (!own) throw new AppError("NOT_FOUND");
    await assertOwnAttachments(tx, userId, fields);
    if (job && Object.keys(job).length > 0) {
      await tx.job.updateMany({ where: { id: own.jobId, userId }, data: job });
    }
    // Always written, even with nothing else: updatedAt says when the user last touched it.
    await tx.application.updateMany({ where: { id, userId }, data: { ...fields, updatedAt: new Date() } });
    return tx.application.findFirstOrThrow({ where: { id, userId }, select: applicationSelect });
  });
  return toApplicationDto(row);
}
