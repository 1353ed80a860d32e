#!/usr/bin/env node
// `npm run restore -- <archive.tar> [--force]`: puts a backup of scripts/backup.mjs back, into the database and data
// folder the app's settings name (DATABASE_URL set: that PostgreSQL database; unset: <DATA_DIR>/pglite). In order:
//   1. unpack into a folder inside the data folder and check every file against the manifest (a foreign or damaged
//      archive is refused here, before anything changes);
//   2. refuse a target that already holds data (a database with tables, an embedded database, uploads) unless --force;
//   3. restore the database: PostgreSQL in one transaction (pg_restore --single-transaction; with --force the old
//      objects are dropped inside it, so a failure leaves them); the embedded one into a new folder that is opened and
//      counted before the current one is moved aside; then count every table against the backup;
//   4. move the uploads into place (the previous folder kept beside it), and the session secret into a fresh folder.
// docs/operations.md, "Backups and restores".
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, unpackArchive } from "./lib/backup-archive.mjs";
import { isEmbeddedEmpty, lockDataDir, pgliteDir, restoreEmbedded } from "./lib/backup-embedded.mjs";
import { hasUploads, restoreAuthSecret, restoreUploads } from "./lib/backup-files.mjs";
import { isPostgresEmpty, restorePostgres } from "./lib/backup-postgres.mjs";
import { runCli, timeStamp } from "./lib/backup-cli.mjs";
import { dataDir, loadDotEnv, root } from "./lib/launch-env.mjs";

const usage = "usage: npm run restore -- <archive.tar> [--force]";
const log = (message) => console.log(`[restore] ${message}`);

function checkKind(manifest, url) {
  const kind = url ? "postgresql" : "embedded";
  if (manifest.database.kind === kind) return;
  throw new BackupError(
    manifest.database.kind === "embedded"
      ? "this backup holds an embedded database: restore it with DATABASE_URL unset (into <DATA_DIR>/pglite)"
      : "this backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into",
  );
}

/** What already holds data at the target: each a line of the refusal. */
async function occupied(url, folder) {
  const found = [];
  if (url ? !(await isPostgresEmpty(url)) : !isEmbeddedEmpty(folder))
    found.push(
      url ? `the database ${new URL(url).pathname.slice(1)} has tables` : `${pgliteDir(folder)} holds a database`,
    );
  if (hasUploads(folder)) found.push(`${path.join(folder, "uploads")} holds files`);
  return found;
}

async function restore() {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" }, help: { type: "boolean" } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    if (values.help) return console.log(usage);
    throw new BackupError(usage);
  }
  const archive = path.resolve(positionals[0]);
  loadDotEnv();
  const folder = dataDir();
  const url = process.env.DATABASE_URL;
  const stamp = timeStamp();
  fs.mkdirSync(folder, { recursive: true });
  const lock = url ? null : lockDataDir(folder, "restore");
  const unpacked = fs.mkdtempSync(path.join(folder, ".restore-"));
  try {
    const manifest = await unpackArchive(archive, unpacked);
    log(`${archive}: made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}, checksums match`);
    checkKind(manifest, url);
    const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    if (manifest.app.version !== version)
      log(`this is version ${version}: the next start applies any migrations newer than the backup's`);
    const found = await occupied(url, folder);
    if (found.length && !values.force)
      throw new BackupError(
        `the target is not empty (${found.join("; ")}). Nothing was changed. Restore into an empty database and ` +
          "data folder, or pass --force to replace what is there (take a backup of it first).",
      );
    const dump = path.join(unpacked, manifest.database.file);
    const expectedRows = manifest.database.rows;
    if (url) await restorePostgres(url, dump, { force: Boolean(values.force), expectedRows });
    else {
      const previous = await restoreEmbedded(folder, dump, { expectedRows, stamp });
      if (previous) log(`the previous embedded database is kept in ${previous}: delete it once the site checks out`);
    }
    const rows = expectedRows;
    log(
      `database restored: ${Object.keys(rows).length} tables, every row count equal to the backup's ` +
        `(${rows.User ?? 0} users, ${rows.Resume ?? 0} resumes, ${rows.Order ?? 0} orders)`,
    );
    const previousUploads = restoreUploads(unpacked, folder, stamp);
    log(`${manifest.uploads.files} upload(s) in ${path.join(folder, "uploads")}`);
    if (previousUploads)
      log(`the previous uploads are kept in ${previousUploads}: delete them once the site checks out`);
    if (manifest.uploads.storage === "bucket") log(manifest.uploads.note);
    const secret = restoreAuthSecret(unpacked, folder);
    if (secret === "restored") log("the data folder's session secret restored (auth-secret)");
    if (secret === "kept")
      log(
        "the data folder already has another auth-secret: kept (everyone signs in again, codes sent before are void)",
      );
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
    lock?.release();
  }
}

runCli("restore", restore);
