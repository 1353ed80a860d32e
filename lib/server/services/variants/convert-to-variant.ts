// PUT /api/resumes/{id}/variant (issue 26 item 1): the caller's resume {id} (typically an old copy) becomes a variant of
// `masterId` and keeps its content: its base is the master's values now, so every field where it differs is its own,
// what it lacks stays deleted and what only it has stays its own. Under the user's lock (the variant limits) and the
// master's then the resume's row locks, the order a master's save takes them (sync-variants.ts).
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import { lockOwnResume } from "@/lib/server/services/resumes/lock-own-resume";
import { assertCanCreateVariant } from "@/lib/server/permissions/assert-can-create-variant";
import { membershipSelect } from "@/lib/server/permissions/membership";
import { variantBaseOf } from "@/lib/shared/resume/variant-merge";
import type { TConvertToVariantBody, VariantStatusDto } from "@/lib/shared/validations/resumes/variant";
import { getVariantStatus } from "./get-variant-status";
import { docOfRow } from "./read-variant";

export async function convertToVariant(
  userId: string,
  id: string,
  body: TConvertToVariantBody,
): Promise<VariantStatusDto> {
  await withUserLock(userId, async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: membershipSelect });
    if (!user) throw new AppError("UNAUTHORIZED");
    const master = await lockOwnResume(tx, userId, body.masterId);
    const row = await lockOwnResume(tx, userId, id);
    if (!master || !row) throw new AppError("NOT_FOUND");
    // One level only: no variant of a variant, no master turned into one, no resume of itself; detach first to move.
    const hasVariants = (await tx.resume.count({ where: { variantOfId: id, userId } })) > 0;
    if (master.id === row.id || master.variantOfId || row.variantOfId || hasVariants)
      throw new AppError("VARIANT_NOT_ALLOWED");
    await assertCanCreateVariant(user, userId, master.id, tx);
    await tx.resume.update({
      where: { id: row.id },
      data: { variantOfId: master.id, variantBase: variantBaseOf(docOfRow(master)) },
    });
  });
  return getVariantStatus(userId, id);
}
