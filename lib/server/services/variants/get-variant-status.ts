// GET /api/resumes/{id}/variant-status (issue 26 item 1): for a variant, its master and its own fields (each with the
// master's value beside it, for "Use master's"); for any resume, its variants (the master's line in the editor).
import "server-only";
import { ownItemCount, ownPaths, variantFields } from "@/lib/shared/resume/variant-merge";
import type { VariantStatusDto, VariantOwnFieldDto } from "@/lib/shared/validations/resumes/variant";
import { listVariants } from "./list-variants";
import { readVariant } from "./read-variant";

export async function getVariantStatus(userId: string, id: string): Promise<VariantStatusDto> {
  const { row, doc, base, master } = await readVariant(userId, id);
  const variants = await listVariants(userId, id);
  const none = { masterId: null, masterName: null, masterMissing: false, own: [], ownItems: 0 };
  if (!base) return { isVariant: false, ...none, version: row.version, variants };
  const mine = variantFields(doc);
  const theirs = master ? variantFields(master.doc) : new Map<string, string>();
  // Fields of what only the variant has (its added entries) are counted as entries, not listed one by one.
  const own: VariantOwnFieldDto[] = [...ownPaths(doc, base)]
    .filter((path) => path in base.fields)
    .map((path) => ({ path, value: mine.get(path) ?? "", masterValue: theirs.get(path) ?? null }));
  return {
    isVariant: true,
    masterId: row.variantOfId,
    masterName: master?.name ?? null,
    masterMissing: !master,
    version: row.version,
    own,
    ownItems: ownItemCount(doc, base),
    variants,
  };
}
