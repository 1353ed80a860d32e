// The Resume of SPEC §3 as the API answers it: `_id` for the row id, plus `version` for optimistic concurrency
// and `deletedAt` for rows in the trash. Documents are upgraded to the current schema on the way out.
import type { Resume } from "@/generated/prisma/client";
import type { TResumeConfig, TResumeData } from "@/lib/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/validations/resume-document/upgrade";

export type ResumeSummaryDto = { _id: string; name: string; coverImg: string | null; updatedAt: string; uuid: string; version: number };
export type ResumeDto = ResumeSummaryDto & { data: TResumeData; config: TResumeConfig; deletedAt?: string };
export type SaveResultDto = Pick<ResumeSummaryDto, "_id" | "coverImg" | "updatedAt" | "name" | "version">;

type Row = Pick<Resume, "id" | "name" | "coverImg" | "updatedAt" | "uuid" | "version" | "data" | "config" | "deletedAt">;

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

export function toSaveResultDto(row: Pick<Resume, "id" | "name" | "coverImg" | "updatedAt" | "version">): SaveResultDto {
  return { _id: row.id, coverImg: row.coverImg, updatedAt: row.updatedAt.toISOString(), name: row.name, version: row.version };
}
