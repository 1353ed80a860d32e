// Unpaid orders expire 15 minutes after creation (expire-due-orders.ts); this sweep runs every minute in each server
// process. Two instances sweeping at once are harmless: an order expires (or is fulfilled) by a conditional update on
// its row, so the second finds nothing left to do.
import "server-only";
import { scheduleSweep } from "@/lib/server/utils/schedule-sweep";
import { expireDueOrders } from "./expire-due-orders";

type Sweep = () => Promise<{ expired: number; fulfilled: number }>;

/** Starts the periodic sweep; returns a function that stops it. */
export function scheduleOrderExpiry(
  sweep: Sweep = () => expireDueOrders(),
  { firstDelayMs = 15_000, intervalMs = 60_000 } = {},
): () => void {
  return scheduleSweep({
    name: "order expiry",
    sweep,
    firstDelayMs,
    intervalMs,
    didWork: (result) => result.expired > 0 || result.fulfilled > 0,
  });
}
