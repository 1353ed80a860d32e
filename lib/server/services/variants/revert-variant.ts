// POST /api/resumes/{id}/variant/revert (issue 26 item 1): one of the variant's own fields, or all of its content and
// look, back to the master's. A versioned save like PATCH: under the variant's row lock, a version other than the
// one the editor shows answers 409 with the server copy; the row as it was goes into its history first (a revert of
// everything always, one field as a save does, take-resume-snapshot.ts). Answers the saved resume for the editor.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { afterResumeSaved } from "@/lib/server/services/resumes/after-resume-saved";
import { lockOwnResume } from "@/lib/server/services/resumes/lock-own-resume";
import { takeResumeSnapshot } from "@/lib/server/services/resumes/take-resume-snapshot";
import { toResumeDto } from "@/lib/server/services/resumes/to-resume-dto";
import { revertVariantAll, revertVariantField, variantBaseOf, variantFields } from "@/lib/shared/resume/variant-merge";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { TRevertVariantBody } from "@/lib/shared/validations/resumes/variant";
import { baseOfRow, docOfRow } from "./read-variant";

export async function revertVariant(userId: string, id: string, body: TRevertVariantBody): Promise<ResumeDto> {
  const saved = await db.$transaction(
    async (tx) => {
      const before = await lockOwnResume(tx, userId, id);
      const base = before && baseOfRow(before);
      if (!before || !base || !before.variantOfId) throw new AppError("NOT_FOUND");
      if (before.version !== body.version)
        throw new AppError("CONFLICT", {
          message: "This resume was changed elsewhere (another tab or device)",
          details: { current: toResumeDto(before) },
        });
      const master = await tx.resume.findFirst({ where: { id: before.variantOfId, userId, deletedAt: null } });
      if (!master) throw new AppError("NOT_FOUND");
      const masterDoc = docOfRow(master);
      const doc = docOfRow(before);
      const next = body.path ? revertVariantField(doc, masterDoc, body.path) : revertVariantAll(doc, masterDoc);
      // One field: it is the master's again, so its base is the master's value; the others keep theirs.
      const masterValue = body.path ? variantFields(masterDoc).get(body.path) : undefined;
      const nextBase = !body.path
        ? variantBaseOf(masterDoc)
        : masterValue === undefined
          ? base
          : { ...base, fields: { ...base.fields, [body.path]: masterValue } };
      await takeResumeSnapshot(tx, before, body.path ? "SAVE" : "RESTORE");
      return tx.resume.update({
        where: { id },
        data: {
          data: next.data,
          config: next.config,
          templateId:
            next.config.templateName === masterDoc.config.templateName ? master.templateId : before.templateId,
          variantBase: nextBase,
          version: { increment: 1 },
        },
      });
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  afterResumeSaved(saved.id);
  return toResumeDto(saved);
}
