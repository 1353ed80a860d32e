// At the server's start (instrumentation-node.ts): create each queue of job-queues.ts, store its cron schedule and
// work it with its handler (job-handlers.ts). Every instance does the same; pg-boss keeps queues and schedules in
// PostgreSQL, so a second instance only finds them there and shares the work (each job runs once). This replaced
// the per-process timers, which ran every sweep once per instance. Each run is counted and timed here
// (resumecraft_job_runs_total, resumecraft_job_run_duration_seconds: lib/server/metrics/observe-job-run.ts).
import "server-only";
import type PgBoss from "pg-boss";
import { logger } from "@/lib/server/logger";
import { observeJobRun } from "@/lib/server/metrics/observe-job-run";
import { createQueue } from "./create-queue";
import { type JobHandler, jobHandlers } from "./job-handlers";
import { getJobRunner } from "./job-runner";
import { jobQueues, type QueueSettings, queueNames, queueOptions } from "./job-queues";

export type JobQueue = QueueSettings & { name: string; run: JobHandler };

const appQueues = (): JobQueue[] => queueNames.map((name) => ({ name, ...jobQueues[name], run: jobHandlers[name] }));

/** Whether a run's result is worth an info line: some count in it is above zero. */
const didWork = (result: unknown): boolean =>
  typeof result === "object" && result !== null && Object.values(result).some((v) => typeof v === "number" && v > 0);

/** Starts working the queues; `boss` and `queues` are the tests' (two runners standing for two instances). */
export async function startJobs(boss?: PgBoss, queues: JobQueue[] = appQueues()): Promise<PgBoss> {
  const runner = boss ?? (await getJobRunner());
  for (const queue of queues) {
    const options = queueOptions(queue.name, queue);
    await createQueue(runner, options);
    // A queue made by an earlier release keeps its policy; its retries follow the table.
    await runner.updateQueue(queue.name, options);
    if (queue.cron) await runner.schedule(queue.name, queue.cron, {}, { tz: "UTC" });
    await runner.work(queue.name, async ([job]) => {
      if (!job) return null;
      const startedAt = performance.now();
      try {
        const result = await queue.run(job.data);
        observeJobRun(queue.name, "completed", performance.now() - startedAt);
        if (didWork(result)) logger.info({ queue: queue.name, jobId: job.id, result }, "job done");
        return result ?? null;
      } catch (error) {
        observeJobRun(queue.name, "failed", performance.now() - startedAt);
        // pg-boss records the failure and retries with backoff; admin lists the last failures (list-job-queues.ts).
        logger.warn({ err: error, queue: queue.name, jobId: job.id }, "job failed");
        throw error;
      }
    });
  }
  logger.info({ queues: queues.map((queue) => queue.name) }, "job queues worked");
  return runner;
}
