// One backup is one tar file: manifest.json (what it holds, when, from which app version) beside the files it lists,
// each with its size and SHA-256. `npm run backup` writes it (scripts/backup.mjs), `npm run restore` checks every file
// against the manifest before it changes anything (scripts/restore.mjs). The system `tar` packs and unpacks it
// (GNU tar on Debian and in the image, bsdtar on macOS and Windows 10+); the manifest, not tar, proves the content.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const ARCHIVE_FORMAT = "resumecraft-backup";
const ARCHIVE_VERSION = 1;
const MANIFEST = "manifest.json";

/** An operator's mistake or a bad archive: the CLI prints the message alone, without a stack. */
export class BackupError extends Error {}

async function sha256File(file) {
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** Every regular file under `dir`, as paths relative to it with "/" separators, sorted. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Writes manifest.json into `stagingDir` (its files checksummed) and packs the folder into `archiveFile`. */
export async function packArchive(stagingDir, archiveFile, manifest) {
  const files = {};
  for (const name of listFiles(stagingDir)) {
    const file = path.join(stagingDir, name);
    files[name] = { bytes: fs.statSync(file).size, sha256: await sha256File(file) };
  }
  const full = { format: ARCHIVE_FORMAT, formatVersion: ARCHIVE_VERSION, ...manifest, files };
  fs.writeFileSync(path.join(stagingDir, MANIFEST), `${JSON.stringify(full, null, 2)}\n`);
  // Written beside its final name and renamed when complete: a file with the final name is always a whole backup.
  // It holds every account's data (and the data folder's session secret): readable by its owner only.
  const partial = `${archiveFile}.partial`;
  fs.mkdirSync(path.dirname(archiveFile), { recursive: true });
  await run("tar", ["-cf", partial, "-C", stagingDir, "."]);
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, archiveFile);
  return full;
}

/**
 * Unpacks `archiveFile` into `destDir` (empty, created) and checks it against its manifest: a file that is not a tar,
 * a tar without our manifest, a missing, extra or altered file are each refused with a message saying which.
 */
export async function unpackArchive(archiveFile, destDir) {
  if (!fs.existsSync(archiveFile)) throw new BackupError(`${archiveFile}: no such file`);
  fs.mkdirSync(destDir, { recursive: true });
  try {
    await run("tar", ["-xf", archiveFile, "--no-same-owner", "-C", destDir]);
  } catch (error) {
    const said = String(error.stderr ?? error.message)
      .trim()
      .split("\n")[0]
      .replace(/^tar: /, "");
    throw new BackupError(`${archiveFile} is not a readable backup archive (tar: ${said})`);
  }
  const manifestFile = path.join(destDir, MANIFEST);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  } catch {
    throw new BackupError(`${archiveFile} is not a ResumeCraft backup: it has no readable ${MANIFEST}`);
  }
  if (manifest?.format !== ARCHIVE_FORMAT || typeof manifest.files !== "object" || manifest.files === null)
    throw new BackupError(`${archiveFile} is not a ResumeCraft backup (its ${MANIFEST} is another program's)`);
  if (manifest.formatVersion !== ARCHIVE_VERSION)
    throw new BackupError(
      `${archiveFile} is a backup of format ${manifest.formatVersion}; this version reads format ${ARCHIVE_VERSION}`,
    );
  const present = listFiles(destDir).filter((name) => name !== MANIFEST);
  const listed = Object.keys(manifest.files).sort();
  const extra = present.filter((name) => !(name in manifest.files));
  const missing = listed.filter((name) => !present.includes(name));
  if (missing.length || extra.length)
    throw new BackupError(
      `${archiveFile} is damaged: ${missing.length ? `missing ${missing.join(", ")}` : ""}${missing.length && extra.length ? "; " : ""}${extra.length ? `not in its manifest: ${extra.join(", ")}` : ""}`,
    );
  for (const name of listed) {
    const expected = manifest.files[name];
    const file = path.join(destDir, name);
    if (fs.statSync(file).size !== expected.bytes || (await sha256File(file)) !== expected.sha256)
      throw new BackupError(`${archiveFile} is damaged: ${name} differs from its checksum in the manifest`);
  }
  return manifest;
}
