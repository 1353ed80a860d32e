// GET /api/resumes/{id}/variant-masters (issue 26 item 1): the resumes the caller's resume {id} may become a variant
// of, by the rules convertToVariant applies (convert-to-variant.ts): {id} itself neither a variant nor a master (a
// variant in the trash counts: restored, it would hang off a variant), and as master any other of the caller's resumes
// outside the trash that is not a variant. The plan's limits are left to the conversion itself (they change with
// every create). Another user's id and an unknown one: 404.
import "server-only";
import { db } from "@/lib/server/db";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import { MAX_VARIANT_MASTERS, type VariantMastersDto } from "@/lib/shared/validations/resumes/variant-masters";

export async function listVariantMasters(userId: string, id: string): Promise<VariantMastersDto> {
  const row = await getOwnResume(userId, id);
  if (row.variantOfId) return { convertible: false, reason: "isVariant", masters: [] };
  if ((await db.resume.count({ where: { variantOfId: id, userId } })) > 0)
    return { convertible: false, reason: "hasVariants", masters: [] };
  const rows = await db.resume.findMany({
    where: { userId, deletedAt: null, variantOfId: null, id: { not: id } },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    select: { id: true, name: true, updatedAt: true },
    take: MAX_VARIANT_MASTERS,
  });
  return {
    convertible: true,
    masters: rows.map((r) => ({ _id: r.id, name: r.name, updatedAt: r.updatedAt.toISOString() })),
  };
}
