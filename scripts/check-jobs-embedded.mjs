#!/usr/bin/env node
// Does pg-boss run on the embedded database (PGlite behind pglite-socket, scripts/lib/embedded-db.mjs)? pg-boss uses
// transaction-scoped advisory locks, SKIP LOCKED and partitioned tables, and its own pool beside the app's pool of
// one (docs/decisions.md "Embedded database"): this starts an in-memory PGlite, runs 300 jobs and pg-boss's
// maintenance while a second pool of one commits and rolls back parameterised transactions, and checks that every job
// ran once and no transaction saw or kept the other's rows. Exit code 1 on any mismatch.
//   node scripts/check-jobs-embedded.mjs
import pg from "pg";
import PgBoss from "pg-boss";
import { startEmbeddedDb } from "./lib/embedded-db.mjs";

const JOBS = 300;
const db = await startEmbeddedDb({ dataDir: "memory://" });
const app = new pg.Pool({ connectionString: db.url, max: 1 });
const boss = new PgBoss({ connectionString: db.url, schema: "pgboss", max: 1 });
const errors = [];
boss.on("error", (error) => errors.push(`pg-boss: ${error.message}`));
try {
  await app.query("CREATE TABLE t (id int PRIMARY KEY, note text)");
  await app.query("CREATE TABLE done (job uuid PRIMARY KEY)");
  await boss.start();
  await boss.createQueue("check", { policy: "standard", retryLimit: 2, retryDelay: 1 });
  await boss.createQueue("tick", { policy: "stately" });
  let handled = 0;
  const finished = new Promise((resolve) =>
    boss.work("check", { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
      for (const job of jobs) await boss.getDb().executeSql("INSERT INTO done (job) VALUES ($1)", [job.id]);
      handled += jobs.length;
      if (handled >= JOBS) resolve();
    }),
  );
  for (let n = 0; n < JOBS; n++) await boss.send("check", { n });
  let running = true;
  let transactions = 0;
  let wrong = 0;
  const appLoop = (async () => {
    while (running) {
      const client = await app.connect();
      try {
        await client.query("BEGIN");
        await client.query("INSERT INTO t (id, note) VALUES ($1, $2)", [transactions, `x${transactions}`]);
        const { rows } = await client.query("SELECT note FROM t WHERE id = $1", [transactions]);
        if (rows[0]?.note !== `x${transactions}`) wrong++;
        await client.query(transactions % 2 ? "ROLLBACK" : "COMMIT");
      } catch (error) {
        wrong++;
        errors.push(`app: ${error.message}`);
        await client.query("ROLLBACK").catch(() => {});
      } finally {
        client.release();
      }
      transactions++;
    }
  })();
  const maintenance = (async () => {
    while (running) {
      await boss.maintain().catch((error) => errors.push(`maintain: ${error.message}`));
      await boss.schedule("tick", "* * * * *").catch((error) => errors.push(`schedule: ${error.message}`));
    }
  })();
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve(errors.push("timed out")), 60_000);
  });
  await Promise.race([finished, timedOut]);
  clearTimeout(timer);
  running = false;
  await Promise.all([appLoop, maintenance]);
  const doneRows = (await app.query("SELECT count(*)::int AS n FROM done")).rows[0].n;
  const kept = (await app.query("SELECT count(*)::int AS n FROM t")).rows[0].n;
  const states = (
    await app.query("SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = 'check' GROUP BY 1")
  ).rows;
  const result = { handled, doneRows, transactions, kept, expectedKept: Math.ceil(transactions / 2), wrong, states };
  console.log(JSON.stringify(result));
  const ok =
    errors.length === 0 &&
    doneRows === JOBS &&
    wrong === 0 &&
    kept === result.expectedKept &&
    states.length === 1 &&
    states[0].state === "completed";
  console.log(
    ok ? "pg-boss on the embedded database: ok" : `pg-boss on the embedded database: FAILED ${errors.join("; ")}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  await app.end();
  await db.stop();
}
