// Unpaid orders expire 15 minutes after creation (expire-due-orders.ts); this sweep runs every minute in each server
// process, like the trash purge. Two instances sweeping at once are harmless: an order expires (or is fulfilled) by a
// conditional update on its row, so the second finds nothing left to do.
import "server-only";
import { logger } from "@/lib/logger";
import { expireDueOrders } from "./expire-due-orders";

const ORDER_EXPIRY_INTERVAL_MS = 60_000;
const FIRST_SWEEP_DELAY_MS = 15_000;

type Sweep = () => Promise<{ expired: number; fulfilled: number }>;

/** Starts the periodic sweep; returns a function that stops it. Timers are unref'd: they never keep a process up. */
export function scheduleOrderExpiry(
  sweep: Sweep = () => expireDueOrders(),
  { firstDelayMs = FIRST_SWEEP_DELAY_MS, intervalMs = ORDER_EXPIRY_INTERVAL_MS } = {},
): () => void {
  let interval: NodeJS.Timeout | undefined;
  const run = () =>
    void sweep().then(
      (result) => (result.expired > 0 || result.fulfilled > 0) && logger.info(result, "due orders swept"),
      (error: unknown) => logger.warn({ err: error }, "order expiry failed; retried at the next sweep"),
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
