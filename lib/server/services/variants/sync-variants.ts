// The master's side of issue 26 item 1: inside the master's save (update-resume.ts, same transaction, after its row is
// written), every variant of it not in the trash takes the master's changes through the three-way merge
// (lib/shared/resume/variant-merge.ts): each field that is not the variant's own gets the master's new value, the
// structure follows, and the variant's version goes up, so a variant editor still showing the old version gets the
// normal 409 on its next save. Bounded: a master has at most MAX_VARIANTS_PER_MASTER variants (item 7). Locks the
// variants after the master, in id order; nothing locks a master after one of its variants, so saves cannot deadlock.
import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { Prisma, Resume } from "@/generated/prisma/client";
import { takeResumeSnapshot } from "@/lib/server/services/resumes/take-resume-snapshot";
import { mergeVariant, variantBaseOf } from "@/lib/shared/resume/variant-merge";
import { baseOfRow, docOfRow } from "./read-variant";

/** The ids of the variants that changed. */
export async function syncVariants(tx: Prisma.TransactionClient, userId: string, master: Resume): Promise<string[]> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Resume"
    WHERE "variantOfId" = ${master.id} AND "userId" = ${userId} AND "deletedAt" IS NULL
    ORDER BY id FOR UPDATE`;
  if (locked.length === 0) return [];
  const masterDoc = docOfRow(master);
  const nextBase = variantBaseOf(masterDoc);
  const rows = await tx.resume.findMany({ where: { id: { in: locked.map((r) => r.id) }, userId } });
  const changed: string[] = [];
  for (const row of rows) {
    const doc = docOfRow(row);
    // A record that cannot be read counts as made now: nothing is the variant's own that it cannot show.
    const base = baseOfRow(row) ?? variantBaseOf(doc);
    const merged = mergeVariant(base, masterDoc, doc);
    if (isDeepStrictEqual(merged, doc) && isDeepStrictEqual(base, nextBase)) continue;
    await takeResumeSnapshot(tx, row, "SAVE");
    const sameTemplate = merged.config.templateName === masterDoc.config.templateName;
    await tx.resume.update({
      where: { id: row.id },
      data: {
        data: merged.data,
        config: merged.config,
        templateId: sameTemplate ? master.templateId : row.templateId,
        variantBase: nextBase,
        version: { increment: 1 },
      },
    });
    changed.push(row.id);
  }
  return changed;
}
