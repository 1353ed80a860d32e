// POST /api/resumes/{id}/restore: brings a resume back from the trash. It counts again, so the regular cap applies
// exactly as for a create (same row lock, so a restore and a create cannot both take the last place), and a variant
// counts again against its master's and the plan's variant limits (issue 26 item 7), checked as a new variant is:
// otherwise trash, create, restore would take a regular member past them.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import { assertCanCreateResume } from "@/lib/server/permissions/assert-can-create-resume";
import { assertCanCreateVariant } from "@/lib/server/permissions/assert-can-create-variant";
import { membershipSelect } from "@/lib/server/permissions/membership";
import { toResumeDto } from "./to-resume-dto";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { trashCutoff } from "./trash-window";

export async function restoreResume(userId: string, resumeId: string): Promise<ResumeDto> {
  return withUserLock(userId, async (tx) => {
    const trashed = await tx.resume.findFirst({
      where: { id: resumeId, userId, deletedAt: { gt: trashCutoff() } },
      select: { id: true, variantOfId: true },
    });
    if (!trashed) throw new AppError("NOT_FOUND");
    const user = await tx.user.findUnique({ where: { id: userId }, select: membershipSelect });
    if (!user) throw new AppError("UNAUTHORIZED");
    await assertCanCreateResume(user, userId, tx);
    if (trashed.variantOfId) await assertCanCreateVariant(user, userId, trashed.variantOfId, tx);
    return toResumeDto(await tx.resume.update({ where: { id: resumeId }, data: { deletedAt: null } }));
  });
}
