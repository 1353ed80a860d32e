// The trash keeps a deleted resume for 30 days (trash-window.ts); this sweep removes what has sat there longer.
// It runs once shortly after start and then every few hours in each server process. No job queue is needed: the
// sweep is one idempotent DELETE, so two instances sweeping at once only find nothing left the second time.
import "server-only";
import { logger } from "@/lib/logger";
import { purgeDeletedResumes } from "./purge-deleted-resumes";

const TRASH_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60_000;

type Sweep = () => Promise<{ purged: number }>;

/** Starts the periodic sweep; returns a function that stops it. Timers are unref'd: they never keep a process up. */
export function scheduleTrashPurge(
  sweep: Sweep = () => purgeDeletedResumes(),
  { firstDelayMs = FIRST_SWEEP_DELAY_MS, intervalMs = TRASH_PURGE_INTERVAL_MS } = {},
): () => void {
  let interval: NodeJS.Timeout | undefined;
  const run = () =>
    void sweep().then(
      ({ purged }) => purged > 0 && logger.info({ purged }, "trash purged"),
      (error: unknown) => logger.warn({ err: error }, "trash purge failed; retried at the next sweep"),
    );
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, firstDelayMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}
