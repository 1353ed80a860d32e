// The embedded database (no DATABASE_URL: PGlite in <DATA_DIR>/pglite, scripts/lib/embedded-db.mjs) in a backup: its
// data folder as PGlite itself packs it (dumpDataDir, a tar.gz), taken while this process is the folder's only owner.
// Why not pg_dump: PGlite is PostgreSQL 18 and Debian 12's pg_dump 15 refuses newer servers; and PGlite serves one
// session at a time through the launcher's socket, so a consistent copy beside a running app is not possible. The
// backup therefore holds the data folder's lock (claimDataDir) and refuses while the launcher runs.
import fs from "node:fs";
import path from "node:path";
import { BackupError } from "./backup-archive.mjs";
import { diffTableCounts, readLastMigration, readTableCounts } from "./backup-tables.mjs";
import { claimDataDir } from "./embedded-db.mjs";

export const pgliteDir = (dataDir) => path.join(dataDir, "pglite");

/** Takes the data folder's lock, or says the app is running and what to do. */
export function lockDataDir(dataDir, what) {
  try {
    return claimDataDir(dataDir, { mode: what });
  } catch (error) {
    if (error.code !== "DATA_DIR_LOCKED") throw error;
    throw new BackupError(
      `${error.message.split("\n")[0]}\n` +
        `The embedded database can be copied consistently only while the app is stopped: stop it (Ctrl-C), run the ` +
        `${what} again, then start it. (With PostgreSQL through DATABASE_URL, backups run while the app serves.)`,
    );
  }
}

async function openPglite(dir, options) {
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create(dir, options);
}

/** Writes the embedded database of `dataDir` into `file` (tar.gz); answers what the manifest records of it. */
export async function dumpEmbedded(dataDir, file) {
  const dir = pgliteDir(dataDir);
  if (!fs.existsSync(path.join(dir, "PG_VERSION")))
    throw new BackupError(
      `no embedded database in ${dir}: start the app once to create it, or set DATABASE_URL to back up PostgreSQL`,
    );
  const db = await openPglite(dir);
  try {
    const { rows } = await db.query("SELECT version() AS server");
    const rowsByTable = await readTableCounts(db);
    const migration = await readLastMigration(db);
    const packed = await db.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await packed.arrayBuffer()));
    return { server: rows[0].server.split(" on ")[0], migration, rows: rowsByTable };
  } finally {
    await db.close();
  }
}

/** Whether `dataDir` has no embedded database yet. */
export const isEmbeddedEmpty = (dataDir) => !fs.existsSync(path.join(pgliteDir(dataDir), "PG_VERSION"));

/**
 * Unpacks `file` into a new folder beside <DATA_DIR>/pglite, opens it and counts its rows against the backup's; only
 * then is the current folder moved aside (kept as pglite.replaced-<time>, never deleted) and the new one put in its
 * place. Answers the folder the previous database was moved to, if there was one.
 */
export async function restoreEmbedded(dataDir, file, { expectedRows, stamp }) {
  const target = pgliteDir(dataDir);
  const incoming = `${target}.restoring-${stamp}`;
  fs.rmSync(incoming, { recursive: true, force: true });
  try {
    const db = await openPglite(incoming, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      const differences = diffTableCounts(expectedRows, await readTableCounts(db));
      if (differences.length)
        throw new BackupError(`the unpacked database differs from the backup:\n  ${differences.join("\n  ")}`);
    } finally {
      await db.close();
    }
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the embedded database in the backup cannot be opened: ${error.message}`);
  }
  let previous = null;
  if (fs.existsSync(target)) {
    previous = `${target}.replaced-${stamp}`;
    fs.renameSync(target, previous);
  }
  fs.renameSync(incoming, target);
  return previous;
}
