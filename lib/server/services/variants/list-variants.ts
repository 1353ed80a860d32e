// GET /api/resumes/{id}/variants (issue 26 item 1): the variants of the caller's resume {id} that are not in the
// trash, newest first. At most MAX_VARIANTS_PER_MASTER (item 7), so one page.
import "server-only";
import { db } from "@/lib/server/db";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import type { VariantSummaryDto } from "@/lib/shared/validations/resumes/variant";

export async function listVariants(userId: string, masterId: string): Promise<VariantSummaryDto[]> {
  await getOwnResume(userId, masterId);
  const rows = await db.resume.findMany({
    where: { variantOfId: masterId, userId, deletedAt: null },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    select: { id: true, name: true, updatedAt: true },
  });
  return rows.map((r) => ({ _id: r.id, name: r.name, updatedAt: r.updatedAt.toISOString() }));
}
