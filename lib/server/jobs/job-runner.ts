// The process's pg-boss (npm pg-boss 10.4: the last line that supports Node 20; 11 needs Node 22, 12 Node 22.12 and
// ESM). Its tables live in their own schema, `pgboss` (JOBS_SCHEMA), which pg-boss creates and migrates itself at start: Prisma's
// migrations own `public` only and never see it (docs/operations.md, "Jobs"). Created on first use and cached on
// globalThis, so the server's start (instrumentation-node.ts), a service that enqueues and the admin page share one.
import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";

/** pg-boss's schema: `pgboss` unless JOBS_SCHEMA names another (lib/server/env.ts). */
export const jobSchema = (): string => env().JOBS_SCHEMA;

/**
 * Its own pool beside Prisma's, never larger than the app's: with the embedded PGlite (DATABASE_POOL_MAX=1) that is
 * one connection, which pglite-socket serves one transaction at a time (tests/integration/jobs/embedded-db.test.ts).
 */
const MAX_JOB_CONNECTIONS = 4;

type Options = { connectionString?: string; schema?: string; poolMax?: number };

/** A pg-boss on the app's database; `start()` is the caller's. Tests make several to stand for several instances. */
export function createJobRunner({ connectionString, schema = jobSchema(), poolMax }: Options = {}): PgBoss {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  const url = connectionString ?? DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides one");
  const boss = new PgBoss({
    connectionString: url,
    schema,
    max: poolMax ?? Math.min(DATABASE_POOL_MAX, MAX_JOB_CONNECTIONS),
    application_name: "resumecraft-jobs",
  });
  // Connection losses and maintenance errors arrive here; pg-boss retries them itself.
  boss.on("error", (error) => logger.warn({ err: error }, "job runner error"));
  return boss;
}

const state = globalThis as unknown as { jobRunner?: Promise<PgBoss> };

/** The process's started runner (started once, on first use). */
export function getJobRunner(): Promise<PgBoss> {
  state.jobRunner ??= createJobRunner()
    .start()
    .catch((error: unknown) => {
      state.jobRunner = undefined;
      throw error;
    });
  return state.jobRunner;
}

/**
 * The runner this process started or is starting, else undefined. The job gauge reads through it
 * (lib/server/metrics/job-counts.ts): a scrape must not start a runner (a pool, pg-boss's schema) on its own.
 */
export function startedJobRunner(): Promise<PgBoss> | undefined {
  return state.jobRunner;
}

/** Tests: stop the process's runner so the suite ends with no open pool. */
export async function stopJobRunner(): Promise<void> {
  const running = state.jobRunner;
  state.jobRunner = undefined;
  await (await running?.catch(() => undefined))?.stop({ graceful: false, wait: true });
}
