// Background jobs on pg-boss (issue 23 item 2): two runners on one database stand for two app instances. Queues and
// schedules are stored once, each job runs once (a receipt is mailed once, the trash purged by one run), a failing
// job is retried with backoff and ends `failed`, and admin sees the counts and failures without personal data.
import "./set-jobs-env";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type PgBoss from "pg-boss";
import { GET as listJobs } from "@/app/api/admin/jobs/route";
import { db, getDb } from "@/lib/server/db";
import { createJobRunner, getJobRunner, jobSchema, stopJobRunner } from "@/lib/server/jobs/job-runner";
import { jobQueues, queueNames } from "@/lib/server/jobs/job-queues";
import { sendJob } from "@/lib/server/jobs/send-job";
import { type JobQueue, startJobs } from "@/lib/server/jobs/start-jobs";
import { readOutbox } from "@/lib/server/mail/outbox";
import { enqueueOrderReceipt, orderReceiptJobId } from "@/lib/server/services/orders/enqueue-order-receipt";
import { purgeDeletedResumes } from "@/lib/server/services/resumes/purge-deleted-resumes";
import type { JobQueuesDto } from "@/lib/shared/validations/admin/job-queue-dto";
import { until } from "@/tests/integration/support/until";
import { seedAdmin, seedPerson } from "../admin/helpers";
import { call, dataOf, seedResume, seedUser } from "../resumes/helpers";

let a: PgBoss; // the process's runner, through which the app's services enqueue
let b: PgBoss; // a second instance on the same database

const sql = async <T>(text: string, values: unknown[] = []) => (await a.getDb().executeSql(text, values)).rows as T[];

const jobStates = (queue: string) =>
  sql<{ state: string }>(`SELECT state::text AS state FROM ${jobSchema()}.job WHERE name = $1`, [queue]).then((rows) =>
    rows.map((row) => row.state),
  );

beforeAll(async () => {
  a = await getJobRunner();
  b = await createJobRunner().start();
});

afterAll(async () => {
  await b.stop({ graceful: false, wait: true });
  await stopJobRunner();
  // pg-boss made its schema at start; the suite leaves the database as it found it.
  const admin = getDb();
  await admin.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${jobSchema()} CASCADE`);
  await admin.$disconnect();
});

describe("two instances on one database", () => {
  it("store each queue and each sweep's schedule once, in the pgboss schema beside Prisma's tables", async () => {
    // Only the storage is under test here: the runners' workers are started below with handlers of the tests.
    const noWork = async () => null;
    const queues: JobQueue[] = queueNames.map((name) => ({ name, ...jobQueues[name], run: noWork }));
    await Promise.all([startJobs(a, queues), startJobs(b, queues)]);
    const stored = await sql<{ name: string; policy: string; retry_limit: number; retry_backoff: boolean }>(
      `SELECT name, policy, retry_limit, retry_backoff FROM ${jobSchema()}.queue WHERE name = ANY($1) ORDER BY name`,
      [queueNames],
    );
    expect(stored).toHaveLength(queueNames.length);
    for (const row of stored) {
      const settings = jobQueues[row.name as keyof typeof jobQueues];
      expect(row).toMatchObject({ policy: settings.policy, retry_limit: settings.retryLimit, retry_backoff: true });
    }
    const schedules = await sql<{ name: string; cron: string }>(`SELECT name, cron FROM ${jobSchema()}.schedule`);
    expect(Object.fromEntries(schedules.map((row) => [row.name, row.cron]))).toEqual({
      "order-expiry": "* * * * *",
      "ai-task-sweep": "* * * * *",
      "trash-purge": "7 */6 * * *",
      "rate-limit-purge": "*/5 * * * *",
    });
    // Prisma's migrations own `public`; none of pg-boss's tables is there.
    const inPublic = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables
       WHERE table_schema = 'public' AND table_name IN ('job', 'queue', 'schedule', 'archive', 'version')`,
    );
    expect(inPublic[0]?.n).toBe(0);
    // The rest of the suite sends its jobs itself; a tick of the clock would add sweeps nobody waits for.
    for (const { name } of schedules) await a.unschedule(name);
    for (const name of queueNames) {
      await a.offWork(name);
      await b.offWork(name);
    }
  });

  it("run each of 10 jobs once, shared between the instances", async () => {
    const runs: { n: number; by: string }[] = [];
    const probe = (by: string): JobQueue => ({
      name: "probe",
      policy: "standard",
      retryLimit: 0,
      retryDelay: 1,
      expireInSeconds: 60,
      run: async (data) => {
        runs.push({ n: (data as { n: number }).n, by });
        return null;
      },
    });
    await startJobs(a, [probe("a")]);
    await startJobs(b, [probe("b")]);
    for (let n = 0; n < 10; n++) await (n % 2 ? a : b).send("probe", { n });
    await until(
      async () => runs.length,
      (count) => count >= 10,
    );
    await until(
      () => jobStates("probe"),
      (states) => states.length === 10 && states.every((state) => state === "completed"),
    );
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, n) => n));
  });

  it("mail an order's receipt once when both instances enqueue it, reading the address only when sending", async () => {
    const buyer = await seedPerson();
    const order = await db.order.create({
      data: {
        userId: buyer.id,
        plan: "QUARTERLY",
        paymentMethod: "BALANCE",
        amountCents: 0,
        voucherUsedCents: 600,
        currency: "CNY",
        status: "PAID",
        paidAt: new Date(),
        expiresAt: new Date(),
      },
    });
    const receipt = {
      orderId: order.id,
      email: buyer.email,
      planId: "quarterly" as const,
      amountCents: 0,
      voucherCents: 600,
      currency: "CNY",
      membershipEndsAt: new Date("2030-01-01T00:00:00Z"),
      isLifetime: false,
    };
    // A webhook delivered twice, to two instances: both enqueue, one job exists.
    await Promise.all([enqueueOrderReceipt(receipt), enqueueOrderReceipt(receipt)]);
    const { sendOrderReceipt } = await import("@/lib/server/services/orders/send-order-receipt");
    const { ZOrderReceiptJob } = await import("@/lib/server/jobs/order-receipt-job");
    const receipts: JobQueue = {
      name: "order-receipt",
      ...jobQueues["order-receipt"],
      run: (data) => sendOrderReceipt(ZOrderReceiptJob.parse(data)),
    };
    await startJobs(a, [receipts]);
    await startJobs(b, [receipts]);
    const job = await until(
      () => a.getJobById("order-receipt", orderReceiptJobId(order.id)),
      (found) => found?.state === "completed",
    );
    expect(JSON.stringify(job?.data)).not.toContain(buyer.email);
    const mails = (await readOutbox(1000)).filter((mail) => mail.to === buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(order.id);
    // Enqueued again later (a redelivery): still one job, one mail.
    await enqueueOrderReceipt(receipt);
    expect(await jobStates("order-receipt")).toEqual(["completed"]);
  });

  it("purge the trash by one run when both instances ask at once", async () => {
    const user = await seedUser();
    const old = await seedResume(user.id, { deletedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    const purged: number[] = [];
    const trash: JobQueue = {
      name: "trash-purge",
      ...jobQueues["trash-purge"],
      run: async () => {
        const result = await purgeDeletedResumes();
        purged.push(result.purged);
        return result;
      },
    };
    // Both send before either works: the stately queue keeps one waiting job.
    const ids = await Promise.all([sendJob("trash-purge", {}), sendJob("trash-purge", {}, {}, b)]);
    expect(ids.filter(Boolean)).toHaveLength(1);
    await startJobs(a, [trash]);
    await startJobs(b, [trash]);
    await until(
      () => jobStates("trash-purge"),
      (states) => states.length > 0 && states.every((state) => state === "completed"),
    );
    expect(purged).toHaveLength(1);
    expect(purged[0]).toBeGreaterThanOrEqual(1);
    expect(await db.resume.findUnique({ where: { id: old.id } })).toBeNull();
  });
});

describe("a failing job", () => {
  it("is retried with backoff and ends failed after its retries; admin shows it without its data", async () => {
    const tries: number[] = [];
    const failing: JobQueue = {
      name: "probe-failing",
      policy: "standard",
      retryLimit: 2,
      retryDelay: 1,
      expireInSeconds: 60,
      run: async () => {
        tries.push(Date.now());
        throw new Error("550 mailbox <someone@example.com> unavailable\n    at the SMTP server");
      },
    };
    await startJobs(a, [failing]);
    await startJobs(b, [failing]);
    const id = await a.send("probe-failing", { secret: "job data admin must not see" });
    const job = await until(
      () => a.getJobById("probe-failing", id!),
      (found) => found?.state === "failed",
    );
    expect(job).toMatchObject({ retryCount: 2, retryLimit: 2, retryBackoff: true });
    expect(tries).toHaveLength(3);

    const admin = await seedAdmin();
    const answer = await call(listJobs, { path: "/api/admin/jobs", user: admin });
    expect(answer.status).toBe(200);
    const { queues, failures } = dataOf<JobQueuesDto>(answer);
    expect(queues.map((queue) => queue.name)).toEqual(queueNames);
    expect(queues.find((queue) => queue.name === "order-receipt")).toMatchObject({ queued: 0, active: 0, failed: 0 });
    const failure = failures.find((row) => row.id === id);
    expect(failure).toMatchObject({ queue: "probe-failing", tries: 3, error: "550 mailbox <[address]> unavailable" });
    expect(JSON.stringify(answer.body)).not.toContain("someone@example.com");
    expect(JSON.stringify(answer.body)).not.toContain("job data admin must not see");
  });

  it("is listed to admins only", async () => {
    const member = await seedPerson();
    const answer = await call(listJobs, { path: "/api/admin/jobs", user: member });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain("probe-failing");
  });
});
