// The data folder's files in a backup: <DATA_DIR>/uploads (avatars and other uploads when no bucket is configured,
// lib/server/storage/local-storage.ts; resume and template covers always, lib/server/services/covers/cover-storage.ts)
// and <DATA_DIR>/auth-secret (the session secret the launcher made when AUTH_SECRET is unset: stored codes and offer
// proofs are keyed with it, lib/server/auth/secret-hash.ts). Mail in <DATA_DIR>/outbox is a developer's and is left out.
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "./backup-archive.mjs";

const UPLOADS = "uploads";
const AUTH_SECRET_FILE = "auth-secret";

/** Copies the data folder's files into `stagingDir` (uploads/…, data/auth-secret); answers how many uploads. */
export function copyDataFiles(dataDir, stagingDir) {
  const source = path.join(dataDir, UPLOADS);
  // A cover being written is a *.tmp renamed when whole (cover-storage.ts): only whole files are copied.
  const files = listFiles(source).filter((name) => !name.endsWith(".tmp"));
  for (const name of files) {
    const to = path.join(stagingDir, UPLOADS, name);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(source, name), to);
  }
  const secret = path.join(dataDir, AUTH_SECRET_FILE);
  const hasSecret = fs.existsSync(secret);
  if (hasSecret) {
    fs.mkdirSync(path.join(stagingDir, "data"), { recursive: true });
    fs.copyFileSync(secret, path.join(stagingDir, "data", AUTH_SECRET_FILE));
  }
  return { uploads: files.length, authSecret: hasSecret };
}

export const hasUploads = (dataDir) => listFiles(path.join(dataDir, UPLOADS)).length > 0;

/**
 * Puts the checked uploads of the unpacked archive in place of <DATA_DIR>/uploads; the previous folder is moved aside
 * (uploads.replaced-<time>), never deleted. Both are inside the data folder, so the moves are renames.
 */
export function restoreUploads(unpackedDir, dataDir, stamp) {
  const incoming = path.join(unpackedDir, UPLOADS);
  const target = path.join(dataDir, UPLOADS);
  let previous = null;
  if (fs.existsSync(target)) {
    previous = `${target}.replaced-${stamp}`;
    fs.renameSync(target, previous);
  }
  if (fs.existsSync(incoming)) fs.renameSync(incoming, target);
  else fs.mkdirSync(target, { recursive: true });
  return previous;
}

/**
 * The backup's session secret, written only where the data folder has none (a fresh folder); a different one already
 * there is kept, and the caller says so (sign-ins then start over; stored codes and offer proofs no longer match).
 */
export function restoreAuthSecret(unpackedDir, dataDir) {
  const incoming = path.join(unpackedDir, "data", AUTH_SECRET_FILE);
  if (!fs.existsSync(incoming)) return "absent";
  const target = path.join(dataDir, AUTH_SECRET_FILE);
  if (!fs.existsSync(target)) {
    fs.copyFileSync(incoming, target);
    fs.chmodSync(target, 0o600);
    return "restored";
  }
  return fs.readFileSync(target, "utf8").trim() === fs.readFileSync(incoming, "utf8").trim() ? "same" : "kept";
}
