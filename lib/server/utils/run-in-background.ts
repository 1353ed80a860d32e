// Work that must not delay (or shape) the answer: mail for addresses that may or may not have an account. Whether
// such work happens is exactly what a stopwatch on the response would otherwise tell (issue 11 item 10), so it runs
// after the handler has answered. The server is a long-lived Node process (scripts/serve.mjs), so the promise simply
// runs on; a failure is logged, never answered. Tests that call handlers directly wait with settleBackgroundWork().
import "server-only";
import { logger } from "@/lib/server/logger";

const pending = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<void>): void {
  // A macrotask later, so not even the synchronous start of the task runs before the answer is returned.
  const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => logger.error({ err: error, task: label }, "background task failed"))
    .finally(() => pending.delete(promise));
  pending.add(promise);
}

/** Resolves once every task started so far (and any they start) has finished. */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
