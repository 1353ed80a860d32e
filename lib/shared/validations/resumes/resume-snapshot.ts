// Server-side history of a resume (issue 21 item 15): the rules, the route schemas and what the API answers. Here,
// not in a service, so the editor's history panel can name the types without importing server-only code.
import { z } from "zod";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";

/** At most one snapshot per stretch of editing: a save takes one only when none was taken in the 5 minutes before. */
export const SNAPSHOT_INTERVAL_MS = 5 * 60 * 1000;
/** The newest 30 per resume are kept; older ones go in the transaction that adds the 31st. */
export const SNAPSHOT_CAP = 30;

/** `{id}/snapshots/{snapshotId}`: a resume's cuid and one of its snapshots' cuids. */
export const ZResumeSnapshotParams = z.object({
  id: z.string().trim().min(1).max(64),
  snapshotId: z.string().trim().min(1).max(64),
});

/** POST …/restore: the version the editor's copy is based on; a newer server copy answers 409, as a save does. */
export const ZRestoreSnapshotBody = z.object({ version: z.number().int().min(1) }).strict();
export type TRestoreSnapshotBody = z.output<typeof ZRestoreSnapshotBody>;

/** Why a snapshot was taken: the first save of a stretch of editing, the state a restore replaced, or before AI. */
export type SnapshotReasonDto = "save" | "restore" | "ai";

export type SnapshotSummary = { sections: number; items: number };

export type ResumeSnapshotSummaryDto = {
  id: string;
  createdAt: string;
  reason: SnapshotReasonDto;
  /** The resume's title then. */
  name: string;
  /** The resume version this copies. */
  version: number;
  /** Bytes of its title, document and config as JSON. */
  size: number;
  summary: SnapshotSummary;
};

export type ResumeSnapshotDto = ResumeSnapshotSummaryDto & { data: TResumeData; config: TResumeConfig };
