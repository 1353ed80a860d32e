// PostgreSQL (DATABASE_URL) in a backup: pg_dump's custom format (-Fc, compressed, read by pg_restore), taken in a
// snapshot that the row counts of the manifest are read in too, so a restore can prove it has every row. Runs while
// the app serves (pg_dump reads a snapshot and blocks no writer).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { BackupError } from "./backup-archive.mjs";
import { countSchemaObjects, diffTableCounts, readLastMigration, readTableCounts } from "./backup-tables.mjs";

const run = promisify(execFile);

// Query parameters of Prisma's and pg's connection strings that libpq (pg_dump, pg_restore) rejects as unknown.
const NOT_LIBPQ = ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size", "socket_timeout"];

/** DATABASE_URL as pg_dump and pg_restore accept it. */
function libpqUrl(url) {
  const parsed = new URL(url);
  for (const name of NOT_LIBPQ) parsed.searchParams.delete(name);
  return parsed.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client program; a missing program or its failure is one clear message. */
async function runClientTool(tool, args) {
  try {
    return await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if (error.code === "ENOENT")
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client programs (Debian: apt-get install postgresql-client), ` +
          "of the server's major version or newer",
      );
    const said = String(error.stderr ?? error.message).trim();
    const hint = /version mismatch/.test(said)
      ? `\n${tool} must be of the server's major version or newer (Debian 12's postgresql-client is 15).`
      : "";
    throw new BackupError(`${tool} failed:\n${said}${hint}`);
  }
}

/** Dumps the database into `file`; answers what the manifest records of it. */
export async function dumpPostgres(url, file) {
  return withClient(url, async (client) => {
    // pg_dump reads the snapshot this transaction exports, so the counts below describe exactly the dumped rows.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const { rows } = await client.query("SELECT pg_export_snapshot() AS snapshot, version() AS server");
    const rowsByTable = await readTableCounts(client);
    const migration = await readLastMigration(client);
    await runClientTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-acl",
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
      `--dbname=${libpqUrl(url)}`,
    ]);
    await client.query("COMMIT");
    return { server: rows[0].server.split(" on ")[0], migration, rows: rowsByTable };
  });
}

/** Whether the database of `url` holds any of the app's schema (tables or types). */
export const isPostgresEmpty = (url) => withClient(url, async (client) => (await countSchemaObjects(client)) === 0);

/** Other sessions on the target database: a running app would write between the restore's statements. */
const otherSessions = (url) =>
  withClient(url, async (client) => {
    const { rows } = await client.query(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return Number(rows[0].n);
  });

/**
 * Restores `file` into the database of `url`. The dump's table of contents is read first (a dump pg_restore cannot read
 * changes nothing), and the restore is one transaction: with `force` on a non-empty database its objects are dropped
 * and recreated inside it, so a failure part-way leaves the current data as it was. Afterwards every table's rows are
 * counted against the backup's.
 */
export async function restorePostgres(url, file, { force, expectedRows }) {
  await runClientTool("pg_restore", ["--list", file]);
  const sessions = await otherSessions(url);
  if (sessions > 0 && !force)
    throw new BackupError(
      `${sessions} other session(s) are connected to the target database: stop the app first (or pass --force)`,
    );
  await runClientTool("pg_restore", [
    "--single-transaction",
    "--exit-on-error",
    "--no-owner",
    "--no-acl",
    ...(force ? ["--clean", "--if-exists"] : []),
    `--dbname=${libpqUrl(url)}`,
    file,
  ]);
  const rows = await withClient(url, readTableCounts);
  const differences = diffTableCounts(expectedRows, rows);
  if (differences.length)
    throw new BackupError(`the restored database differs from the backup:\n  ${differences.join("\n  ")}`);
  return rows;
}
