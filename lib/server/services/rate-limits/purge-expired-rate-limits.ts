// Rate-limit counters in PostgreSQL (lib/server/api/rate-limit.ts, the store without Redis) whose window ended more than an
// hour ago: one idempotent DELETE for every rule, run by the `rate-limit-purge` job (lib/server/jobs/job-queues.ts).
// (The library's own clean-up is a timer per limiter that never stops; see createRateLimiter.)
import "server-only";
import { db } from "@/lib/server/db";

const KEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;

export async function purgeExpiredRateLimits(now = new Date()): Promise<{ purged: number }> {
  const { count } = await db.rateLimit.deleteMany({
    where: { expire: { lt: new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS) } },
  });
  return { purged: count };
}
