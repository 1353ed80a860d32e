// What the admin's jobs section shows (components/admin/admin-jobs.tsx): read from pg-boss's own tables in the
// `pgboss` schema (lib/server/jobs/job-runner.ts), counts per queue and state and the last failures, newest first.
import "server-only";
import type PgBoss from "pg-boss";
import { getJobRunner, jobSchema } from "@/lib/server/jobs/job-runner";
import { queueNames } from "@/lib/server/jobs/job-queues";
import { countJobsByState } from "@/lib/server/services/jobs/count-jobs-by-state";
import type { JobFailureDto, JobQueueDto, JobQueuesDto } from "@/lib/shared/validations/admin/job-queue-dto";

const LAST_FAILURES = 20;
const ERROR_CHARS = 200;

type ScheduleRow = { name: string; cron: string };
type FailureRow = { id: string; name: string; completed_on: Date | null; retry_count: number; output: unknown };

/** The error's first line, with anything shaped like an e-mail address masked (an SMTP refusal names the buyer). */
function errorLine(output: unknown): string {
  const message =
    typeof output === "object" && output !== null && "message" in output && typeof output.message === "string"
      ? output.message
      : "";
  const line = message.split("\n")[0] ?? "";
  return line.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[address]").slice(0, ERROR_CHARS);
}

export async function listJobQueues(boss?: PgBoss, schema: string = jobSchema()): Promise<JobQueuesDto> {
  const runner = boss ?? (await getJobRunner());
  const db = runner.getDb();
  const rows = <T>(sql: string, values: unknown[] = []) =>
    db.executeSql(sql, values).then((result) => result.rows as T[]);
  const [counts, schedules, failed] = await Promise.all([
    countJobsByState(runner, schema),
    rows<ScheduleRow>(`SELECT name, cron FROM ${schema}.schedule`),
    rows<FailureRow>(
      `SELECT id, name, completed_on, retry_count, output FROM (
         SELECT id, name, completed_on, retry_count, output FROM ${schema}.job WHERE state = 'failed'
         UNION ALL
         SELECT id, name, completed_on, retry_count, output FROM ${schema}.archive WHERE state = 'failed'
       ) failures ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
      [LAST_FAILURES],
    ),
  ]);
  const count = (name: string, ...states: string[]) =>
    counts.filter((row) => row.name === name && states.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
  const queues: JobQueueDto[] = queueNames.map((name) => ({
    name,
    cron: schedules.find((row) => row.name === name)?.cron ?? null,
    queued: count(name, "created", "retry"),
    active: count(name, "active"),
    failed: count(name, "failed"),
  }));
  const failures: JobFailureDto[] = failed.map((row) => ({
    id: row.id,
    queue: row.name,
    failedAt: (row.completed_on ?? new Date(0)).toISOString(),
    tries: row.retry_count + 1,
    error: errorLine(row.output),
  }));
  return { queues, failures };
}
