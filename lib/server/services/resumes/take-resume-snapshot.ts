// Copies a resume's row as it is now (title, document, config, template) into its server-side history, before the
// change the caller's transaction is about to make (issue 21 item 15). Call it inside that transaction, after
// lockOwnResume: the row lock makes concurrent saves of one resume take turns, so a save that waited sees the snapshot
// the one before it wrote, and twenty saves at once make at most one. Save snapshots are throttled to one per
// SNAPSHOT_INTERVAL_MS; restore and AI snapshots are not. A copy of the version already copied last is never repeated.
// Only the newest SNAPSHOT_CAP are kept; older ones are deleted in the same transaction.
import "server-only";
import type { Prisma, Resume, SnapshotReason } from "@/generated/prisma/client";
import { SNAPSHOT_CAP, SNAPSHOT_INTERVAL_MS } from "@/lib/shared/validations/resumes/resume-snapshot";
import { summarizeResumeDocument } from "./summarize-resume-document";

export async function takeResumeSnapshot(
  tx: Prisma.TransactionClient,
  row: Resume,
  reason: SnapshotReason,
  now = new Date(),
): Promise<boolean> {
  const latest = await tx.resumeSnapshot.findFirst({
    where: { resumeId: row.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true, version: true },
  });
  if (latest?.version === row.version) return false;
  if (reason === "SAVE" && latest && now.getTime() - latest.createdAt.getTime() < SNAPSHOT_INTERVAL_MS) return false;

  const copied = { name: row.name, data: row.data ?? {}, config: row.config ?? {} };
  await tx.resumeSnapshot.create({
    data: {
      resumeId: row.id,
      reason,
      ...copied,
      templateId: row.templateId,
      schemaVersion: row.schemaVersion,
      version: row.version,
      size: Buffer.byteLength(JSON.stringify(copied)),
      summary: summarizeResumeDocument(row.data),
      createdAt: now,
    },
  });
  const beyondCap = await tx.resumeSnapshot.findMany({
    where: { resumeId: row.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: SNAPSHOT_CAP,
    select: { id: true },
  });
  if (beyondCap.length > 0)
    await tx.resumeSnapshot.deleteMany({ where: { id: { in: beyondCap.map((snapshot) => snapshot.id) } } });
  return true;
}
