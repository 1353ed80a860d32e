// What the launcher scripts share: the project root, .env loading, the data folder and a persistent dev secret.
// (lib/env.ts validates the app's configuration; these scripts only prepare it before Next starts.)
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

/**
 * AUTH_SECRET signs session tokens. When none is configured, one is generated once and kept in the data folder,
 * so sessions survive restarts on this machine without any setup.
 */
export function ensureAuthSecret() {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(dataDir(), "auth-secret");
  fs.mkdirSync(dataDir(), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600 });
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}
