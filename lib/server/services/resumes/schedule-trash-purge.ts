// The trash keeps a deleted resume for 30 days (trash-window.ts); this sweep removes what has sat there longer, once
// shortly after start and then every few hours in each server process. The sweep is one idempotent DELETE, so two
// instances sweeping at once only find nothing left the second time.
import "server-only";
import { scheduleSweep } from "@/lib/server/utils/schedule-sweep";
import { purgeDeletedResumes } from "./purge-deleted-resumes";

type Sweep = () => Promise<{ purged: number }>;

/** Starts the periodic sweep; returns a function that stops it. */
export function scheduleTrashPurge(
  sweep: Sweep = () => purgeDeletedResumes(),
  { firstDelayMs = 60_000, intervalMs = 6 * 60 * 60 * 1000 } = {},
): () => void {
  return scheduleSweep({ name: "trash purge", sweep, firstDelayMs, intervalMs, didWork: ({ purged }) => purged > 0 });
}
