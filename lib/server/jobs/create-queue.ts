// pg-boss 10 creates a queue as a partition of its job table. Two instances creating the same queue at the same
// moment (both starting on a new database) deadlock inside PostgreSQL, which aborts one of them (seen in
// tests/integration/jobs/jobs.test.ts); creating a queue that exists is a no-op, so the loser simply tries again.
import "server-only";
import type PgBoss from "pg-boss";

const DEADLOCK = "40P01";
const TRIES = 5;

const isDeadlock = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === DEADLOCK;

export async function createQueue(runner: PgBoss, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runner.createQueue(options.name, options);
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= TRIES) throw error;
    }
  }
}
