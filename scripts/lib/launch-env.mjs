// What the launcher scripts share: the project root, .env loading, the data folder and a persistent dev secret.
// (lib/env.ts validates the app's configuration; these scripts only prepare it before Next starts.)
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Loads .env then .env.local (real environment variables win), like Next does for the app. */
export function loadDotEnv() {
  for (const name of [".env.local", ".env"]) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
}

export const dataDir = () => path.resolve(root, process.env.DATA_DIR || ".data");

/** The secret kept in <DATA_DIR>/<name> (made once, readable by this user only). */
function dataDirSecret(name, bytes) {
  const file = path.join(dataDir(), name);
  fs.mkdirSync(dataDir(), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(bytes).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

/**
 * AUTH_SECRET signs session tokens. When none is configured, one is generated once and kept in the data folder,
 * so sessions survive restarts on this machine without any setup.
 */
export function ensureAuthSecret() {
  if (process.env.AUTH_SECRET) return;
  process.env.AUTH_SECRET = dataDirSecret("auth-secret", 48);
}

/**
 * The embedded database's password (scripts/lib/embedded-db.mjs refuses every other): generated once into
 * <DATA_DIR>/db-password, so that a developer's own tools (psql, a GUI) can connect while the launcher runs.
 */
export const embeddedDbPassword = () => dataDirSecret("db-password", 32);

/**
 * The address to print for a server bound to `host`: a wildcard (0.0.0.0, ::) as `localhost`, an IPv6 address in
 * brackets. It is also the app's default APP_URL (lib/env.ts appUrl, a unit test holds the two together), so the
 * address a person opens and the links the server builds name the same host, and the session cookie goes with them.
 */
export function displayHost(host) {
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]") return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

export const displayUrl = (host, port) => `http://${displayHost(host)}:${port}`;

/** Exit status of scripts/serve.mjs (and the launcher) when the server cannot listen; the line was printed. */
export const EXIT_LISTEN_FAILED = 98;

/** One line saying why listening on host:port failed and what to do. */
export function listenErrorMessage(error, host, port) {
  const where = `${host}:${port}`;
  if (error.code === "EADDRINUSE")
    return `port ${port} is already in use on ${host} (another server listens on ${where}): stop it, or set another PORT`;
  if (error.code === "EACCES") return `not allowed to listen on ${where}: use a PORT above 1023`;
  if (error.code === "EADDRNOTAVAIL") return `${host} is not an address of this machine: set HOST to one that is`;
  return `cannot listen on ${where}: ${error.message}`;
}

/** Resolves when host:port can be listened on (the port is let go at once), else rejects with listen's error. */
export function checkPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(Number(port), host, () => probe.close(() => resolve()));
  });
}
