// The background jobs in GET /metrics, over real HTTP on real PostgreSQL: two pg-boss runners on one database stand
// for two instances (as in tests/integration/jobs/jobs.test.ts) and work the receipt queue with a handler of the
// test's, which fails on demand. The runs are counted by queue and outcome where they ran (one registry per process:
// both runners here), and the jobs gauge reads pg-boss's table, the queues of lib/server/jobs/job-queues.ts only.
import "./set-metrics-token-env";
import "./set-jobs-schema-env";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type PgBoss from "pg-boss";
import { GET as getMetrics } from "@/app/metrics/route";
import { getDb } from "@/lib/server/db";
import { createQueue } from "@/lib/server/jobs/create-queue";
import { queueNames } from "@/lib/server/jobs/job-queues";
import { createJobRunner, getJobRunner, jobSchema, stopJobRunner } from "@/lib/server/jobs/job-runner";
import { type JobQueue, startJobs } from "@/lib/server/jobs/start-jobs";
import type { TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { until } from "@/tests/integration/support/until";
import { seriesValue, serveAppRoutes } from "./serve-app-routes";

const TOKEN = "integration-metrics-token-0123456789";

let app: TServedRoutes;
let a: PgBoss; // the process's runner: the gauge reads through it
let b: PgBoss; // a second instance on the same database

beforeAll(async () => {
  // pg-boss makes its schema at start; this suite's own (set-jobs-schema-env.ts), empty at the start of a run.
  await getDb().$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${jobSchema()} CASCADE`);
  a = await getJobRunner();
  b = await createJobRunner().start();
  app = await serveAppRoutes({ "/metrics": getMetrics });
});

afterAll(async () => {
  await app.close();
  await b.stop({ graceful: false, wait: true });
  await stopJobRunner();
  // The suite leaves the database as it found it.
  const admin = getDb();
  await admin.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${jobSchema()} CASCADE`);
  await admin.$disconnect();
});

async function scrapeText(): Promise<string> {
  const response = await fetch(`${app.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("job metrics", () => {
  it("count a completed run and a failed job's two tries by queue, and the jobs by queue and state", async () => {
    // The receipt queue of the table with a handler of the test's: one retry after 1 s, no cron.
    const receipts: JobQueue = {
      name: "order-receipt",
      policy: "standard",
      retryLimit: 1,
      retryDelay: 1,
      expireInSeconds: 60,
      run: async (data) => {
        if ((data as { fail: boolean }).fail) throw new Error("550 mailbox unavailable");
        return null;
      },
    };
    await startJobs(a, [receipts]);
    await startJobs(b, [receipts]);
    // A queue the table does not name, with a job waiting: never a label of the gauge.
    await createQueue(a, { name: "probe-unlisted" });
    await a.send("probe-unlisted", {});

    const done = await a.send("order-receipt", { fail: false });
    const failing = await b.send("order-receipt", { fail: true });
    await until(
      () => a.getJobById("order-receipt", done!),
      (job) => job?.state === "completed",
    );
    const failed = await until(
      () => a.getJobById("order-receipt", failing!),
      (job) => job?.state === "failed",
    );
    expect(failed?.retryCount).toBe(1);

    // The first scrape of the suite: the gauge's 10 s cache holds nothing older than the runs.
    const text = await scrapeText();
    const runs = (outcome: string) =>
      seriesValue(text, `resumecraft_job_runs_total{queue="order-receipt",outcome="${outcome}"}`);
    expect(runs("completed")).toBe(1);
    expect(runs("failed")).toBe(2);
    expect(seriesValue(text, 'resumecraft_job_run_duration_seconds_count{queue="order-receipt"}')).toBe(3);
    expect(text).toContain('resumecraft_job_run_duration_seconds_bucket{le="0.01",queue="order-receipt"}');

    const jobs = (queue: string, state: string) =>
      seriesValue(text, `resumecraft_jobs{queue="${queue}",state="${state}"}`);
    expect(jobs("order-receipt", "completed")).toBe(1);
    expect(jobs("order-receipt", "failed")).toBe(1);
    for (const state of ["created", "retry", "active"]) expect(jobs("order-receipt", state)).toBe(0);
    // Every queue of the table has its series, the ones no job ran on at 0, for runs and jobs alike.
    for (const queue of queueNames.filter((name) => name !== "order-receipt")) {
      expect(jobs(queue, "failed")).toBe(0);
      expect(seriesValue(text, `resumecraft_job_runs_total{queue="${queue}",outcome="failed"}`)).toBe(0);
    }
    expect(text).not.toContain("probe-unlisted");
  });
});
