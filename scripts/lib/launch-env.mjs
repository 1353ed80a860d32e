// What the launcher scripts share: the project root, .env loading, the data folder and a persistent dev secret.
// (lib/server/env.ts validates the app's configuration; these scripts only prepare it before Next starts.)
import crypto from "node:crypto";
import fs from "node:fs";
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
 * The environment of the launcher's children (`next build`, scripts/serve.mjs): the launcher's own, the address, the
 * NODE_ENV Next expects for the command (a test runner's NODE_ENV=test must not leak into the server), and Next's
 * telemetry off: a self-hosted product that stores CVs sends nothing home, from a build or a running server alike
 * (docs/operations.md, issue 23 item 10).
 */
export function launchChildEnv(base, { host, port, mode }) {
  return {
    ...base,
    HOST: host,
    PORT: port,
    NODE_ENV: mode === "dev" ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
  };
}
