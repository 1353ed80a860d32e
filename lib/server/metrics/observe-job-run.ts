// One run (one try) of a background job into the job series; the one place jobs run, startJobs
// (lib/server/jobs/start-jobs.ts), calls it for every run on every queue it works.
import "server-only";
import { metrics } from "@/lib/server/metrics/registry";

type TJobOutcome = "completed" | "failed";

export function observeJobRun(queue: string, outcome: TJobOutcome, ms: number): void {
  const { jobRuns, jobDuration } = metrics();
  jobRuns.inc({ queue, outcome });
  jobDuration.observe({ queue }, ms / 1000);
}
