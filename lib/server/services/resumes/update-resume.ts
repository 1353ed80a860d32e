// PATCH /api/resumes/{id}: saves one of the four modes (docs/product.md §7) with optimistic concurrency. The write is
// conditional on the version the client based its edit on, so of two tabs saving at once exactly one wins and the
// other gets 409 with the server copy (nothing is lost: the editor offers reload or overwrite). `force` overwrites;
// so does a save without `version` (docs/product.md §7's client sends none: last write wins).
// A save that changes the title, document or config first copies the row as it was into the resume's server-side
// history, in the same transaction and under the row lock (take-resume-snapshot.ts): at most one per 5 minutes for
// saves, always for a restore. A master's content save brings its variants along in the same transaction
// (sync-variants.ts, issue 26 item 1).
import "server-only";
import { Prisma, type SnapshotReason } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { canUsePremiumConfig } from "@/lib/server/permissions/can-use-premium-config";
import { syncVariants } from "@/lib/server/services/variants/sync-variants";
import type { TUpdateResumeBody } from "@/lib/shared/validations/resumes/update-resume";
import { afterResumeSaved } from "./after-resume-saved";
import { getOwnResume } from "./get-own-resume";
import { loadMembership } from "./load-membership";
import { lockOwnResume } from "./lock-own-resume";
import { prepareConfigSave } from "./prepare-config-save";
import { refuseNewTinyFonts } from "./refuse-new-tiny-fonts";
import { takeResumeSnapshot } from "./take-resume-snapshot";
import { toResumeDto, toSaveResultDto } from "./to-resume-dto";
import type { SaveResultDto } from "@/lib/shared/validations/resumes/resume-dto";

async function conflictWithServerCopy(userId: string, resumeId: string): Promise<AppError> {
  const current = await getOwnResume(userId, resumeId);
  return new AppError("CONFLICT", {
    message: "This resume was changed elsewhere (another tab or device)",
    details: { current: toResumeDto(current) },
  });
}

function uniqueTarget(error: Prisma.PrismaClientKnownRequestError): string {
  return JSON.stringify(error.meta ?? {});
}

export async function updateResume(
  userId: string,
  resumeId: string,
  body: TUpdateResumeBody,
  snapshotReason: SnapshotReason = "SAVE",
): Promise<SaveResultDto> {
  const [current, membership] = await Promise.all([getOwnResume(userId, resumeId), loadMembership(userId)]);
  if (body.data !== undefined) refuseNewTinyFonts(current.data, body.data);
  const changes: Prisma.ResumeUpdateInput = { version: { increment: 1 } };
  if (body.name !== undefined) changes.name = body.name;
  if (body.coverImg !== undefined) changes.coverImg = body.coverImg;
  if (body.data !== undefined) changes.data = body.data;
  if (body.config !== undefined) {
    const { templateId, ...save } = await prepareConfigSave(current, body.config, membership);
    Object.assign(changes, save, { template: templateId ? { connect: { id: templateId } } : { disconnect: true } });
  }
  // docs/product.md §6: only premium users may choose their public link id.
  if (body.uuid !== undefined && canUsePremiumConfig(membership)) changes.uuid = body.uuid;

  const where: Prisma.ResumeWhereUniqueInput = {
    id: resumeId,
    userId,
    deletedAt: null,
    ...(!body.force && body.version !== undefined && { version: body.version }),
  };
  try {
    const changesContent = body.name !== undefined || body.data !== undefined || body.config !== undefined;
    const contentSaved = body.data !== undefined || body.config !== undefined;
    const { saved, variants } = await db.$transaction(
      async (tx) => {
        const before = await lockOwnResume(tx, userId, resumeId);
        // A stale save fails below (409) and rolls back; it need not copy anything first.
        const stale = !body.force && body.version !== undefined && before?.version !== body.version;
        if (before && changesContent && !stale) await takeResumeSnapshot(tx, before, snapshotReason);
        const row = await tx.resume.update({ where, data: changes });
        return { saved: row, variants: contentSaved ? await syncVariants(tx, userId, row) : [] };
      },
      // Saves of one resume wait for each other's row lock: a burst of them must not time out while queued.
      { maxWait: 10_000, timeout: 20_000 },
    );
    // The cover is a picture of the content: only content changes make it stale.
    if (contentSaved) for (const id of [saved.id, ...variants]) afterResumeSaved(id);
    return toSaveResultDto(saved);
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError)) throw error;
    if (error.code === "P2025") throw await conflictWithServerCopy(userId, resumeId);
    if (error.code === "P2002" && uniqueTarget(error).includes("customUrl"))
      throw new AppError("CUSTOM_URL_TAKEN", { cause: error });
    throw error;
  }
}
