#!/usr/bin/env node
// The launcher behind `npm start` and `npm run dev`:
//   1. with no DATABASE_URL, starts the embedded PostgreSQL (PGlite) on <DATA_DIR>/pglite (one owner per folder);
//   2. applies pending migrations;
//   3. (start) builds when the build is missing or stale;
//   4. runs the server (scripts/serve.mjs: Next's handler, in production behind a short page cache, or in development
//      mode) on HOST:PORT (default 127.0.0.1:3000); the app seeds the catalogue when it is empty;
//   5. on Ctrl-C stops Next, then the database, cleanly.
import { spawn } from "node:child_process";
import path from "node:path";
import {
  isBuildCurrent,
  markBuilt,
  markRenderedWith,
  refreshPrerenderedPages,
  renderSettingsFingerprint,
} from "./lib/build-state.mjs";
import { claimDataDir, startEmbeddedDb } from "./lib/embedded-db.mjs";
import { dataDir, embeddedDbPassword, ensureAuthSecret, launchChildEnv, loadDotEnv, root } from "./lib/launch-env.mjs";
import { checkPortFree, displayUrl, EXIT_LISTEN_FAILED, listenErrorMessage } from "./lib/server-address.mjs";
import { migrateDeploy } from "./db-migrate.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const log = (message) => console.log(`[launcher] ${message}`);

function run(args, env) {
  return spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: "inherit" });
}

// Both modes run scripts/serve.mjs: only it sees the socket, so rate limits and /dev/outbox behave the same in both.
const serve = (env) =>
  spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), mode], { cwd: root, env, stdio: "inherit" });

const exitCode = (child) =>
  new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 0 : 1))));

let embedded;
let lock;
let child;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await exitCode(child);
  }
  if (embedded) {
    log("stopping the embedded database…");
    await embedded.stop();
  }
  lock?.release();
  process.exit(code);
}

async function main() {
  const t0 = performance.now();
  loadDotEnv();
  ensureAuthSecret();
  const port = process.env.PORT || "3000";
  // Loopback unless told otherwise (docs/decisions.md, "Bind address"): a try-out is not reachable from the network.
  const host = process.env.HOST || "127.0.0.1";
  // The same address the app uses for its links when APP_URL is unset (lib/server/env.ts appUrl).
  const url = displayUrl(host, port);
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  if (!process.env.DATABASE_URL) {
    lock = claimDataDir(dataDir(), { url, mode });
    const pgliteDir = path.join(dataDir(), "pglite");
    embedded = await startEmbeddedDb({ dataDir: pgliteDir, password: embeddedDbPassword() });
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_POOL_MAX = "1";
    const { port: dbPort } = new URL(embedded.url);
    log(
      `embedded PostgreSQL ready on 127.0.0.1:${dbPort} in ${embedded.startupMs} ms (data in ${path.relative(root, pgliteDir)}, password in ${path.relative(root, path.join(dataDir(), "db-password"))})`,
    );
  } else {
    log("using DATABASE_URL (no embedded database)");
  }

  const applied = await migrateDeploy({
    url: process.env.DATABASE_URL,
    migrationsDir: path.join(root, "prisma/migrations"),
  });
  log(applied.length ? `applied ${applied.length} migration(s)` : "database schema is up to date");

  // Before a build of a minute: a port in use is said at once, in one line, with a failure status. (serve.mjs says
  // the same if another process takes the port in between.)
  try {
    await checkPortFree(host, port);
  } catch (error) {
    console.error(`[launcher] ${listenErrorMessage(error, host, port)}`);
    return shutdown(EXIT_LISTEN_FAILED);
  }

  // NODE_ENV to match the command, and Next's telemetry off (launchChildEnv, scripts/lib/launch-env.mjs).
  const env = launchChildEnv(process.env, { host, port, mode });
  if (mode === "start") {
    const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
    const settings = renderSettingsFingerprint(process.env.APP_URL || url);
    if (!isBuildCurrent(root, distDir)) {
      log("the production build is missing or stale: building (about a minute)…");
      child = run(["build"], env);
      const code = await exitCode(child);
      child = undefined;
      if (stopping) return;
      if (code !== 0) {
        log("the build failed");
        return shutdown(code);
      }
      markBuilt(root, distDir);
      markRenderedWith(distDir, settings);
    }
    // One build serves every configuration: pages prerendered with other settings are rendered again on demand.
    if (refreshPrerenderedPages(distDir, settings) > 0)
      log("the settings differ from the build's: its prerendered pages are rendered again on their first request");
  }
  child = serve(env);
  log(`starting Next (${mode}) on ${url} — ready after ${Math.round(performance.now() - t0)} ms of preparation`);
  const code = await exitCode(child);
  if (!stopping) {
    if (code === 78) log("the configuration is invalid (see the message above); nothing was started");
    await shutdown(code);
  }
}

main().catch(async (error) => {
  console.error(`[launcher] ${error.message}`);
  await shutdown(1);
});
