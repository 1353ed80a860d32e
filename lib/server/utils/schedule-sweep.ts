// The one way a server process runs a periodic sweep (the trash purge, the AI task sweep, order expiry): first after
// a delay (the server has started), then on an interval, with unref'd timers that never keep a process up. A failed
// sweep is logged and simply tried again at the next tick. Nothing is held between runs, so every instance may sweep
// at once: each sweep must be idempotent (conditional updates), which is what makes a job queue unnecessary.
import "server-only";
import { logger } from "@/lib/server/logger";

type Options<R extends object> = {
  /** For the log lines: "trash purge", "order expiry" … */
  name: string;
  sweep: () => Promise<R>;
  firstDelayMs: number;
  intervalMs: number;
  /** Whether a run changed something worth a log line (at `level`). */
  didWork: (result: R) => boolean;
  level?: "info" | "warn";
};

/** Starts the sweep; returns a function that stops it. */
export function scheduleSweep<R extends object>({
  name,
  sweep,
  firstDelayMs,
  intervalMs,
  didWork,
  level = "info",
}: Options<R>): () => void {
  let interval: NodeJS.Timeout | undefined;
  const run = () =>
    void sweep().then(
      (result) => didWork(result) && logger[level]({ ...result, sweep: name } as Record<string, unknown>, "swept"),
      (error: unknown) => logger.warn({ err: error }, `${name} failed; retried at the next sweep`),
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
