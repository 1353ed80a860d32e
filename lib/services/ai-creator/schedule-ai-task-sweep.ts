// Runs sweepStaleAiTasks every minute in each server process (instrumentation-node.ts), as the trash purge runs:
// the sweep is idempotent, so instances sweeping at once only find nothing left the second time.
import "server-only";
import { logger } from "@/lib/logger";
import { sweepStaleAiTasks } from "./sweep-stale-ai-tasks";

const AI_TASK_SWEEP_INTERVAL_MS = 60_000;

/** Starts the periodic sweep; returns a function that stops it. The timer is unref'd: it never keeps a process up. */
export function scheduleAiTaskSweep(
  sweep: () => Promise<{ failed: number; refunded: number }> = () => sweepStaleAiTasks(),
  intervalMs = AI_TASK_SWEEP_INTERVAL_MS,
): () => void {
  const interval = setInterval(
    () =>
      void sweep().then(
        (result) => (result.failed > 0 || result.refunded > 0) && logger.warn(result, "stale AI tasks swept"),
        (error: unknown) => logger.warn({ err: error }, "AI task sweep failed; retried at the next sweep"),
      ),
    intervalMs,
  );
  interval.unref();
  return () => clearInterval(interval);
}
