#!/usr/bin/env node
// `npm run backup [-- --out <file.tar or folder>]`: the database and the data folder's files in one archive
// (scripts/lib/backup-archive.mjs), by default backups/resumecraft-<time>.tar. The settings are the app's (.env,
// .env.local, the environment): DATABASE_URL set, PostgreSQL through pg_dump, while the app serves; unset, the embedded
// database in <DATA_DIR>/pglite, only while the app is stopped (scripts/lib/backup-embedded.mjs).
// docs/operations.md, "Backups and restores".
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, packArchive } from "./lib/backup-archive.mjs";
import { dumpEmbedded, lockDataDir } from "./lib/backup-embedded.mjs";
import { copyDataFiles } from "./lib/backup-files.mjs";
import { dumpPostgres } from "./lib/backup-postgres.mjs";
import { runCli, storageOf, timeStamp } from "./lib/backup-cli.mjs";
import { dataDir, loadDotEnv, root } from "./lib/launch-env.mjs";

const usage = "usage: npm run backup [-- --out <file.tar | folder>]";

function archivePath(out, stamp) {
  const target = path.resolve(out ?? "backups");
  const isFolder = !target.endsWith(".tar") || (fs.existsSync(target) && fs.statSync(target).isDirectory());
  return isFolder ? path.join(target, `resumecraft-${stamp}.tar`) : target;
}

async function backup() {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(usage);
  loadDotEnv();
  const folder = dataDir();
  const url = process.env.DATABASE_URL;
  const stamp = timeStamp();
  const archive = archivePath(values.out, stamp);
  if (fs.existsSync(archive)) throw new BackupError(`${archive} already exists`);
  const lock = url ? null : lockDataDir(folder, "backup");
  fs.mkdirSync(path.dirname(archive), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(archive), ".backup-"));
  try {
    // The database first, then the files: every file a dumped row names was there when it was copied (unless deleted
    // in between), and a file uploaded after the dump is only an extra.
    const database = url
      ? { kind: "postgresql", file: "database.dump", format: "pg_dump --format=custom" }
      : { kind: "embedded", file: "database.pglite.tar.gz", format: "PGlite dumpDataDir (tar.gz)" };
    const facts = url
      ? await dumpPostgres(url, path.join(staging, database.file))
      : await dumpEmbedded(folder, path.join(staging, database.file));
    const copied = copyDataFiles(folder, staging);
    const storage = storageOf(process.env);
    const { version, name } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    await packArchive(staging, archive, {
      createdAt: new Date().toISOString(),
      app: { name, version },
      database: { ...database, ...facts },
      uploads: {
        storage: storage.kind,
        files: copied.uploads,
        ...(storage.kind === "bucket" && { bucket: storage.bucket, note: storage.note }),
      },
      authSecret: copied.authSecret,
    });
    const rows = facts.rows;
    console.log(`[backup] wrote ${archive} (${(fs.statSync(archive).size / 1024).toFixed(0)} KiB)`);
    console.log(
      `[backup] ${database.kind} database (${facts.server}, migration ${facts.migration ?? "none"}): ` +
        `${Object.keys(rows).length} tables, ${rows.User ?? 0} users, ${rows.Resume ?? 0} resumes, ` +
        `${rows.Order ?? 0} orders, ${(rows.BalanceRecord ?? 0) + (rows.TokenRecord ?? 0)} ledger rows`,
    );
    console.log(`[backup] ${copied.uploads} file(s) from ${path.join(folder, "uploads")}`);
    if (storage.kind === "bucket") console.warn(`[backup] ${storage.note}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock?.release();
  }
}

runCli("backup", backup);
