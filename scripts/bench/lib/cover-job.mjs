// Waits for a start's cover job (lib/server/jobs: template covers, then example covers, rendered in Chromium about
// 10 s after the server starts). Timed beside it, a bench measures the server's Chromium on the same two cores, not the
// requests it sends: bench:lighthouse's first pages had a TBT of 2.5 s instead of 0.9 s, and bench:load's first
// minutes stalled for seconds (docs/benchmarks.md "Lighthouse" and "Capacity"). A visitor meets covers rendered once
// per start. Gives up after `timeoutMs` (the bench then goes on, beside it, and says so).
import pg from "pg";

export async function waitForCoverJob(url, since, { timeoutMs = 180_000 } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = process.env.JOBS_SCHEMA || "pgboss";
  const deadline = Date.now() + timeoutMs;
  try {
    for (let enqueued = false; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      // pg-boss creates its schema at the server's start: until then there is nothing to wait for yet.
      const { rows } = await client
        .query(
          `SELECT count(*) FILTER (WHERE created_on >= $1)::int AS ours,
                  count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS pending
             FROM ${schema}.job WHERE name = 'catalogue-covers'`,
          [since],
        )
        .catch(() => ({ rows: [{ ours: 0, pending: 0 }] }));
      const { ours, pending } = rows[0];
      // A job of an earlier start still waiting counts too (the queue is stately: this start then adds none).
      enqueued ||= ours > 0 || pending > 0;
      if (enqueued && pending === 0) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}
