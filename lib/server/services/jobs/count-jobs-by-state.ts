// Jobs in pg-boss's job table per queue and state, one GROUP BY: admin's jobs section (list-job-queues.ts) and the
// resumecraft_jobs gauge (lib/server/metrics/job-counts.ts) read the same figures. Completed and failed jobs stay in
// this table until pg-boss archives them (12 hours, its default: lib/server/jobs/job-runner.ts sets no other);
// `archive` holds older ones and is not counted.
import "server-only";
import type PgBoss from "pg-boss";
import { jobSchema } from "@/lib/server/jobs/job-runner";

type TJobStateCount = { name: string; state: string; count: number };

export async function countJobsByState(boss: PgBoss, schema: string = jobSchema()): Promise<TJobStateCount[]> {
  const result = await boss
    .getDb()
    .executeSql(
      `SELECT name, state::text AS state, count(*)::int AS count FROM ${schema}.job GROUP BY name, state`,
      [],
    );
  return result.rows as TJobStateCount[];
}
