// A resume or tracked link attached to an application must be the caller's own (issue 26 item 5): someone else's id
// and an unknown one are the same 404, checked by a query scoped by user id, so nothing is written.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";

export async function assertOwnAttachments(
  tx: Prisma.TransactionClient,
  userId: string,
  ids: { resumeId?: string | null; shareLinkId?: string | null },
): Promise<void> {
  if (ids.resumeId) {
    const resume = await tx.resume.findFirst({
      where: { id: ids.resumeId, userId, deletedAt: null },
      select: { id: true },
    });
    if (!resume) throw new AppError("NOT_FOUND");
  }
  if (ids.shareLinkId) {
    const link = await tx.shareLink.findFirst({ where: { id: ids.shareLinkId, userId }, select: { id: true } });
    if (!link) throw new AppError("NOT_FOUND");
  }
}
