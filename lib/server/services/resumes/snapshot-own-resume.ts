// Copies the caller's own resume into its server-side history now, outside a save: before an AI polish, whose
// suggestions the user then applies over the text (issue 21 item 15). Not throttled; a version already copied last is
// not copied again (take-resume-snapshot.ts). Nothing happens for a resume that is not the caller's.
import "server-only";
import type { SnapshotReason } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { lockOwnResume } from "./lock-own-resume";
import { takeResumeSnapshot } from "./take-resume-snapshot";

export async function snapshotOwnResume(userId: string, resumeId: string, reason: SnapshotReason): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const row = await lockOwnResume(tx, userId, resumeId);
      return row ? takeResumeSnapshot(tx, row, reason) : false;
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}
