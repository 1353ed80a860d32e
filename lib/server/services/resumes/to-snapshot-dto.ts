// Snapshot rows → what GET …/snapshots answers (lib/shared/validations/resumes/resume-snapshot.ts). Documents are upgraded
// to the current schema on the way out, as resumes are.
import "server-only";
import type { ResumeSnapshot } from "@/generated/prisma/client";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import type {
  ResumeSnapshotDto,
  ResumeSnapshotSummaryDto,
  SnapshotReasonDto,
  SnapshotSummary,
} from "@/lib/shared/validations/resumes/resume-snapshot";

export const snapshotSummarySelect = {
  id: true,
  createdAt: true,
  reason: true,
  name: true,
  version: true,
  size: true,
  summary: true,
} as const;

type SummaryRow = Pick<ResumeSnapshot, keyof typeof snapshotSummarySelect>;

export function toSnapshotSummaryDto(row: SummaryRow): ResumeSnapshotSummaryDto {
  const summary = row.summary as Partial<SnapshotSummary> | null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason.toLowerCase() as SnapshotReasonDto,
    name: row.name,
    version: row.version,
    size: row.size,
    summary: { sections: summary?.sections ?? 0, items: summary?.items ?? 0 },
  };
}

export function toSnapshotDto(row: ResumeSnapshot): ResumeSnapshotDto {
  return { ...toSnapshotSummaryDto(row), ...upgradeResumeDocument(row.data, row.config) };
}
