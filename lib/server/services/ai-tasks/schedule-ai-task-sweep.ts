// Runs sweepStaleAiTasks every minute in each server process (instrumentation-node.ts): the sweep is idempotent, so
// instances sweeping at once only find nothing left the second time. Swept tasks are worth a warning: each one is a
// run whose process died.
import "server-only";
import { scheduleSweep } from "@/lib/server/utils/schedule-sweep";
import { sweepStaleAiTasks } from "./sweep-stale-ai-tasks";

const AI_TASK_SWEEP_INTERVAL_MS = 60_000;

/** Starts the periodic sweep; returns a function that stops it. */
export function scheduleAiTaskSweep(
  sweep: () => Promise<{ failed: number; refunded: number }> = () => sweepStaleAiTasks(),
  intervalMs = AI_TASK_SWEEP_INTERVAL_MS,
): () => void {
  return scheduleSweep({
    name: "stale AI tasks",
    sweep,
    firstDelayMs: intervalMs,
    intervalMs,
    didWork: (result) => result.failed > 0 || result.refunded > 0,
    level: "warn",
  });
}
