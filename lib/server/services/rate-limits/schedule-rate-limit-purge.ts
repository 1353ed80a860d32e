// Ended rate-limit windows leave the table every few minutes, through the one sweep runner (lib/server/utils/schedule-sweep.ts).
import "server-only";
import { scheduleSweep } from "@/lib/server/utils/schedule-sweep";
import { purgeExpiredRateLimits } from "./purge-expired-rate-limits";

type Sweep = () => Promise<{ purged: number }>;

/** Starts the periodic sweep; returns a function that stops it. */
export function scheduleRateLimitPurge(
  sweep: Sweep = () => purgeExpiredRateLimits(),
  { firstDelayMs = 60_000, intervalMs = 5 * 60 * 1000 } = {},
): () => void {
  return scheduleSweep({ name: "rate limit purge", sweep, firstDelayMs, intervalMs, didWork: () => false });
}
