// Rows → the Resume of docs/product.md §3 (lib/shared/validations/resumes/resume-dto.ts). Documents are upgraded to the
// current schema on the way out.
import "server-only";
import type { Resume } from "@/generated/prisma/client";
import type { ResumeDto, ResumeListItemDto, SaveResultDto } from "@/lib/shared/validations/resumes/resume-dto";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

type Row = Pick<
  Resume,
  "id" | "name" | "coverImg" | "updatedAt" | "uuid" | "version" | "data" | "config" | "deletedAt"
>;

export function toResumeDto(row: Row): ResumeDto {
  const { data, config } = upgradeResumeDocument(row.data, row.config);
  return {
    _id: row.id,
    name: row.name,
    coverImg: row.coverImg,
    updatedAt: row.updatedAt.toISOString(),
    uuid: row.uuid,
    version: row.version,
    data,
    config,
    ...(row.deletedAt && { deletedAt: row.deletedAt.toISOString() }),
  };
}

/** What the lists read beside a row (listItemInclude): a variant's master, by id and name. */
export const listItemInclude = { variantOf: { select: { id: true, name: true } } } as const;

export function toResumeListItemDto(row: Row & { variantOf: { id: string; name: string } | null }): ResumeListItemDto {
  return { ...toResumeDto(row), variantOf: row.variantOf && { _id: row.variantOf.id, name: row.variantOf.name } };
}

export function toSaveResultDto(
  row: Pick<Resume, "id" | "name" | "coverImg" | "updatedAt" | "version">,
): SaveResultDto {
  return {
    _id: row.id,
    coverImg: row.coverImg,
    updatedAt: row.updatedAt.toISOString(),
    name: row.name,
    version: row.version,
  };
}
