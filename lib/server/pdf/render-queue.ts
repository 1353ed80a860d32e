// A bounded work queue in front of the page pool: `concurrency` tasks run at once (one per pooled page), at most
// `maxWaiting` wait, and anything beyond answers 503 at once. Queuing without bound would only turn a burst into
// timeouts for everyone; a fast 503 with Retry-After lets clients come back when the pool has drained.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { metrics } from "@/lib/server/metrics/registry";

export type RenderQueueOptions = {
  /** Tasks running at once; each gets a slot number 0..concurrency-1 (the pooled page it may use). */
  concurrency: number;
  /** Tasks allowed to wait for a slot. */
  maxWaiting: number;
  /** Seconds a client is told to wait when the queue is full. */
  retryAfterSeconds: number;
};

export type RenderQueue = {
  run<T>(task: (slot: number) => Promise<T>): Promise<T>;
  /** Tasks running and waiting, for logs and tests. */
  stats(): { running: number; waiting: number };
};

type Waiter = (slot: number) => void;

export function createRenderQueue({ concurrency, maxWaiting, retryAfterSeconds }: RenderQueueOptions): RenderQueue {
  const freeSlots = Array.from({ length: concurrency }, (_, slot) => slot);
  const waiters: Waiter[] = [];
  // resumecraft_render_queue_tasks: set after every change (one queue per process, lib/server/pdf/pdf-pool.ts).
  const report = () => {
    metrics().renderQueue.set({ state: "running" }, concurrency - freeSlots.length);
    metrics().renderQueue.set({ state: "waiting" }, waiters.length);
  };

  function acquire(): Promise<number> {
    const slot = freeSlots.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    if (waiters.length >= maxWaiting) {
      metrics().renderQueueRejected.inc();
      return Promise.reject(
        new AppError("SERVICE_UNAVAILABLE", {
          message: "The PDF service is busy, please try again in a moment",
          headers: { "Retry-After": String(retryAfterSeconds) },
        }),
      );
    }
    const waiting = new Promise<number>((resolve) => waiters.push(resolve));
    report();
    return waiting;
  }

  function release(slot: number): void {
    const next = waiters.shift();
    if (next) next(slot);
    else freeSlots.push(slot);
  }

  return {
    async run(task) {
      const slot = await acquire();
      report();
      try {
        return await task(slot);
      } finally {
        release(slot);
        report();
      }
    },
    stats: () => ({ running: concurrency - freeSlots.length, waiting: waiters.length }),
  };
}
