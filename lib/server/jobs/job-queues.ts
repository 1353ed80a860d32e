// Every background job's queue in one table: its policy, retries and (for a sweep) its cron schedule; what each
// runs is in job-handlers.ts. pg-boss stores the queues and schedules in PostgreSQL, so each job runs once across
// instances: a cron tick is one job per minute whoever's clock fires it (a singleton key on the minute), and a job is
// fetched by one worker (SKIP LOCKED). The sweeps are idempotent as well (conditional updates), so a job retried
// after a crash mid-run repeats nothing.
import "server-only";
import type PgBoss from "pg-boss";

export type QueueSettings = {
  /** stately: at most one job waiting and one running, so a slow sweep never piles up ticks behind it. */
  policy: "standard" | "stately";
  /** Retries after the first failure; the wait doubles each time from retryDelay seconds (retryBackoff). */
  retryLimit: number;
  retryDelay: number;
  /** A run still active after this long is failed (and retried): its process died. */
  expireInSeconds: number;
  /** UTC. */
  cron?: string;
};

/** Sweeps: retried soon (a database hiccup), and the next tick comes anyway. */
const sweep = { policy: "stately", retryLimit: 2, retryDelay: 10, expireInSeconds: 15 * 60 } as const;

export const jobQueues = {
  // Unpaid orders expire after 15 minutes and give back the voucher they held (docs/api.md, "Orders").
  "order-expiry": { ...sweep, cron: "* * * * *" },
  // AI tasks whose process died mid-run are failed and refunded (docs/operations.md, "AI").
  "ai-task-sweep": { ...sweep, cron: "* * * * *" },
  // Resumes deleted more than 30 days ago leave the trash for good (docs/api.md, "Trash").
  "trash-purge": { ...sweep, cron: "7 */6 * * *" },
  // Rate-limit counters of windows that ended over an hour ago leave the table (the store without Redis).
  "rate-limit-purge": { ...sweep, cron: "*/5 * * * *" },
  // Template covers, then example covers, asked for by each start (instrumentation-node.ts); covers already stored
  // are only read, so a second start's run is short. A failed render stops the run with a log line (the renders'
  // own rule; the next start tries again); the retries cover what fails around them, such as the database.
  "catalogue-covers": { policy: "stately", retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60 },
  // The receipt of a paid order (enqueue-order-receipt.ts): an SMTP outage is retried for about an hour
  // (30 s, then 1, 2, 4, 8, 16 and 32 min), then the job stays `failed` for an operator to see in admin.
  "order-receipt": { policy: "standard", retryLimit: 7, retryDelay: 30, expireInSeconds: 5 * 60 },
} as const satisfies Record<string, QueueSettings>;

export type QueueName = keyof typeof jobQueues;

export const queueNames = Object.keys(jobQueues) as QueueName[];

/** pg-boss's queue options for a row of the table. */
export const queueOptions = (name: string, settings: QueueSettings): PgBoss.Queue => ({
  name,
  policy: settings.policy,
  retryLimit: settings.retryLimit,
  retryDelay: settings.retryDelay,
  retryBackoff: true,
  expireInSeconds: settings.expireInSeconds,
});
