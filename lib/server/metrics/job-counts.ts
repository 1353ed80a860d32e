// resumecraft_jobs{queue,state}: pg-boss's jobs of each queue of lib/server/jobs/job-queues.ts by state, counted when
// Prometheus scrapes (one GROUP BY, count-jobs-by-state.ts), at most once per JOB_COUNTS_TTL_MS whatever the scrape
// rate, as the orders gauge is (order-counts.ts). Read through the runner this process started; a process that has
// none (not started yet, or a test), or a database that does not answer, leaves the series out of that scrape.
import "server-only";
import type { Gauge } from "prom-client";
import { type QueueName, queueNames } from "@/lib/server/jobs/job-queues";
import { startedJobRunner } from "@/lib/server/jobs/job-runner";
import { logger } from "@/lib/server/logger";
import { createCachedValue } from "@/lib/server/metrics/cached-value";
import { countJobsByState } from "@/lib/server/services/jobs/count-jobs-by-state";

const JOB_COUNTS_TTL_MS = 10_000;

/** pg-boss's states the gauge exports (`created` is queued; nothing in the app cancels a job). */
const JOB_STATES = ["created", "retry", "active", "completed", "failed"] as const;
type TJobState = (typeof JOB_STATES)[number];

type TJobCounts = { queue: QueueName; state: TJobState; count: number }[];

async function countJobs(): Promise<TJobCounts | null> {
  const runner = startedJobRunner();
  if (!runner) return null;
  const rows = await countJobsByState(await runner);
  // Every queue and state of the table, 0 when absent; a queue the table does not name (an older release's, a
  // test's) is left out, so the labels stay the table's.
  return queueNames.flatMap((queue) =>
    JOB_STATES.map((state) => ({
      queue,
      state,
      count: rows.find((row) => row.name === queue && row.state === state)?.count ?? 0,
    })),
  );
}

const cache = globalThis as unknown as { resumecraftJobCounts?: () => Promise<TJobCounts | null> };
const readJobCounts = (cache.resumecraftJobCounts ??= createCachedValue(JOB_COUNTS_TTL_MS, countJobs));

export async function collectJobCounts(gauge: Gauge<"queue" | "state">): Promise<void> {
  gauge.reset();
  try {
    for (const { queue, state, count } of (await readJobCounts()) ?? []) gauge.set({ queue, state }, count);
  } catch (error) {
    logger.warn({ err: error }, "job counts for /metrics not read");
  }
}
