// scripts/db-migrate.mjs ends its connections: Prisma's schema engine takes a session-level advisory lock and never
// unlocks it, so a connection left open held it until the process exited. The launcher migrates and then lives on as
// the server's parent, so the second instance of a deployment (whose launcher migrates at start too) waited 10 s for
// that lock and failed (issue 23 item 1, found by tests/cluster).
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { describe, expect, it } from "@jest/globals";
import pg from "pg";

const root = path.join(__dirname, "../..");
// The lock Prisma's schema engine takes (pg_advisory_lock(72707369)).
const MIGRATION_LOCK = 72707369;

async function migrationLocksHeld(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      // pg_locks lists the whole server's: only this test's database counts.
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objid = $1 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [MIGRATION_LOCK],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** A process that migrates as the launcher does and then stays alive; resolves once migrateDeploy returned. */
function migrateAndStay(url: string) {
  const code = `import { migrateDeploy } from "./scripts/db-migrate.mjs";
    await migrateDeploy({ url: process.env.DATABASE_URL, migrationsDir: "prisma/migrations" });
    console.log("migrated");
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const migrated = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on("line", (line) => line === "migrated" && resolve());
    child.on("exit", (status) => reject(new Error(`the migrating process exited (${status})`)));
  });
  return { child, migrated };
}

describe("db-migrate", () => {
  it("releases the migration lock when migrateDeploy returns, while its process lives on", async () => {
    const url = process.env.DATABASE_URL!;
    const { child, migrated } = migrateAndStay(url);
    try {
      await migrated;
      expect(await migrationLocksHeld(url)).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
