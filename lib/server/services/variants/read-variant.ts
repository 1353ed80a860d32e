// A variant as the services read it (issue 26 item 1): the caller's own resume, its recorded base and its master, both
// looked up by user id (another user's id is the same 404 as an unknown one). `master` is null when the master is in
// the trash; `base` is null for a resume that is not a variant.
import "server-only";
import type { Prisma, Resume } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { TVariantDoc } from "@/lib/shared/resume/variant-merge";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { ZVariantBase, type TVariantBase } from "@/lib/shared/validations/resumes/variant";

type TVariantRead = {
  row: Resume;
  doc: TVariantDoc;
  base: TVariantBase | null;
  master: (Resume & { doc: TVariantDoc }) | null;
};

export const docOfRow = (row: Pick<Resume, "data" | "config">): TVariantDoc =>
  upgradeResumeDocument(row.data, row.config);

/** The stored base, or null when the row is no variant (or its record cannot be read). */
export function baseOfRow(row: Pick<Resume, "variantOfId" | "variantBase">): TVariantBase | null {
  const parsed = ZVariantBase.safeParse(row.variantBase);
  return row.variantOfId && parsed.success ? parsed.data : null;
}

export async function readVariant(
  userId: string,
  id: string,
  tx: Prisma.TransactionClient = db,
): Promise<TVariantRead> {
  const row = await tx.resume.findFirst({ where: { id, userId, deletedAt: null } });
  if (!row) throw new AppError("NOT_FOUND");
  const base = baseOfRow(row);
  if (!base || !row.variantOfId) return { row, doc: docOfRow(row), base: null, master: null };
  const found = await tx.resume.findFirst({ where: { id: row.variantOfId, userId, deletedAt: null } });
  return { row, doc: docOfRow(row), base, master: found && { ...found, doc: docOfRow(found) } };
}
