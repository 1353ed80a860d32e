// Puts a job on one of the queues of job-queues.ts. The queue is created first (once per process) when this process
// has not created it yet: a request may enqueue before the start's startJobs got to it, and a process that enqueues
// need not work the queue at all (a test, a script).
import "server-only";
import type PgBoss from "pg-boss";
import { createQueue } from "./create-queue";
import { getJobRunner } from "./job-runner";
import { jobQueues, type QueueName, queueOptions } from "./job-queues";

const state = globalThis as unknown as { jobQueuesCreated?: Set<string> };
const created: Set<string> = (state.jobQueuesCreated ??= new Set());

/** The job's id, or null when a job with the same id (or singleton) is already there: nothing was added. */
export async function sendJob(
  queue: QueueName,
  data: object,
  options: PgBoss.SendOptions = {},
  boss?: PgBoss,
): Promise<string | null> {
  const runner = boss ?? (await getJobRunner());
  if (boss || !created.has(queue)) {
    await createQueue(runner, queueOptions(queue, jobQueues[queue]));
    if (!boss) created.add(queue);
  }
  return runner.send(queue, data, options);
}
