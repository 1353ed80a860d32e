// Embedded PostgreSQL for zero-setup runs: PGlite (PostgreSQL compiled to WebAssembly) persisted under
// <DATA_DIR>/pglite and served over the wire protocol on 127.0.0.1, so `pg` and Prisma connect as to any server;
// only with the password (the launcher keeps it in <DATA_DIR>/db-password; see pg-password-gate.mjs).
// Only one process may own a data folder; a lock file next to it says who does.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startPasswordGate } from "./pg-password-gate.mjs";

/** A free TCP port on loopback (the OS picks one). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * When `pid` started, as the kernel reports it (clock ticks since boot, field 22 of /proc/<pid>/stat), or, where there
 * is no /proc (macOS), as `ps` reports it. Together with the pid it names one process: a pid reused later by another
 * process has another start time. null when it cannot be read.
 */
export function processStartTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may contain spaces: count fields after the last ")".
    return `proc:${stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]}`;
  } catch {
    try {
      const started = execFileSync("ps", ["-o", "lstart=", "-p", String(pid)], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
      return started ? `ps:${started}` : null;
    } catch {
      return null;
    }
  }
}

/** A lock written before start times were recorded: judge by the command line where it can be read. */
function isLauncherCommand(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("start.mjs");
  } catch {
    return true;
  }
}

/** Whether the process a lock names is still the launcher that wrote it (not a later process given the same pid). */
function isLockOwnerRunning(held) {
  if (!Number.isInteger(held.pid) || !isAlive(held.pid)) return false;
  if (!held.startTime) return isLauncherCommand(held.pid);
  const startTime = processStartTime(held.pid);
  // Unreadable here (no /proc and no ps): assume it is held rather than run two owners on one folder.
  return !startTime || held.startTime === startTime;
}

/** Claims <dataDir>/launcher.lock; throws a clear message when a live process already holds it. */
export function claimDataDir(dataDir, info) {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "launcher.lock");
  try {
    const held = JSON.parse(fs.readFileSync(lockFile, "utf8"));
    if (held.pid !== process.pid && isLockOwnerRunning(held)) {
      const where = held.url ? ` at ${held.url}` : "";
      const error = new Error(
        `Another instance is already running on the data folder ${path.resolve(dataDir)} (pid ${held.pid}${where}).\n` +
          `Stop it first (Ctrl-C in its terminal), or start this one with another DATA_DIR.`,
      );
      error.code = "DATA_DIR_LOCKED";
      throw error;
    }
  } catch (error) {
    if (error.code === "DATA_DIR_LOCKED") throw error;
    // No lock, or a stale/corrupt one left by a crash (its pid gone or now another process's): take it over.
  }
  const owner = { pid: process.pid, startTime: processStartTime(process.pid) };
  fs.writeFileSync(lockFile, JSON.stringify({ ...owner, ...info }));
  return {
    update(extra) {
      fs.writeFileSync(lockFile, JSON.stringify({ ...owner, ...info, ...extra }));
    },
    release() {
      try {
        const held = JSON.parse(fs.readFileSync(lockFile, "utf8"));
        if (held.pid === process.pid) fs.rmSync(lockFile);
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Starts PGlite on `dataDir` ("memory://" for a throwaway database) and serves it on a free loopback port, to clients
 * that know `password` only (scripts/lib/pg-password-gate.mjs; a random one when none is given: the URL carries it).
 * The app must use a pool of ONE connection against it (docs/decisions.md, "Embedded database").
 */
export async function startEmbeddedDb({ dataDir, port, password } = {}) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const t0 = performance.now();
  const dir = dataDir ?? path.join(process.cwd(), ".data", "pglite");
  if (!dir.startsWith("memory://")) fs.mkdirSync(dir, { recursive: true });
  const secret = password ?? crypto.randomBytes(32).toString("base64url");
  const db = await PGlite.create(dir);
  // PGlite itself listens where only this user can connect: a socket in a folder of mode 0700 (a named pipe with an
  // unguessable name on Windows). The password gate in front of it is the only way in over TCP.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "resumecraft-db-"));
  const backendPath =
    process.platform === "win32"
      ? `\\\\.\\pipe\\resumecraft-db-${crypto.randomBytes(16).toString("hex")}`
      : path.join(socketDir, ".s.PGSQL");
  // maxConnections defaults to 1 in pglite-socket 0.2.x; the CLI and the app may each hold one.
  const server = new PGLiteSocketServer({ db, path: backendPath, maxConnections: 20 });
  await server.start();
  const listenPort = port ?? (await freePort());
  const gate = await startPasswordGate({ host: "127.0.0.1", port: listenPort, password: secret, backendPath });
  return {
    url: `postgresql://postgres:${encodeURIComponent(secret)}@127.0.0.1:${listenPort}/postgres?sslmode=disable`,
    startupMs: Math.round(performance.now() - t0),
    async stop() {
      await gate.close();
      await server.stop();
      await db.close();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
