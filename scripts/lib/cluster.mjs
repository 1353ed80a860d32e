// Two (or more) app instances behind HAProxy on loopback, as one deployment runs them (docs/operations.md, "Scaling
// out"): one PostgreSQL (DATABASE_URL), one Redis (REDIS_URL), one storage folder (DATA_DIR) and one AUTH_SECRET,
// each instance `node scripts/start.mjs start` on its own port, HAProxy in front (scripts/lib/haproxy-config.mjs).
// Used by `npm run cluster` (scripts/cluster.mjs) and by the cluster tests (tests/cluster/).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import {
  isBuildCurrent,
  markBuilt,
  markRenderedWith,
  refreshPrerenderedPages,
  renderSettingsFingerprint,
} from "./build-state.mjs";
import { haproxyConfig, parseServerStates } from "./haproxy-config.mjs";
import { launchChildEnv, root } from "./launch-env.mjs";

/** Why there is no embedded database here (docs/decisions.md, "Scaling out: no embedded database"). */
export const NO_DATABASE_MESSAGE =
  "a cluster needs DATABASE_URL: a PostgreSQL server every instance shares. The embedded database (PGlite) has one " +
  "owner per data folder and runs every connection on one session, so it cannot serve two instances.";

export function haproxyVersion() {
  try {
    return execFileSync("haproxy", ["-v"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split("\n")[0];
  } catch {
    return null;
  }
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));

/**
 * Builds into `distDir` once when the build is missing or stale (so the instances do not each build), then makes its
 * prerendered pages match `appUrl` once (so two launchers do not delete them at the same time).
 * `run(command, args, env)` runs a child and answers its exit code.
 */
export async function prepareBuild({ distDir, env, appUrl, run, log }) {
  const buildEnv = launchChildEnv(env, { host: env.HOST || "127.0.0.1", port: env.PORT || "3000", mode: "start" });
  const settings = renderSettingsFingerprint(appUrl, env);
  if (!isBuildCurrent(root, distDir, env)) {
    log(
      `the production build in ${path.relative(root, distDir)} is missing or stale: building once for every instance…`,
    );
    const code = await run(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], buildEnv);
    if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
    markBuilt(root, distDir, env);
    markRenderedWith(distDir, settings);
  }
  refreshPrerenderedPages(distDir, settings);
}

function pipeLines(child, name, onLine) {
  for (const stream of [child.stdout, child.stderr])
    if (stream) readline.createInterface({ input: stream }).on("line", (line) => onLine(name, line));
}

async function fetchStatus(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Polls `check` until it answers true; refuses as soon as `failed()` names a reason (a child that exited). */
async function waitFor(check, failed, what, intervalMs = 250) {
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** One admin-socket command's answer. */
function adminCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = net.createConnection(socketPath, () => socket.end(`${command}\n`));
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

/**
 * Starts the instances and HAProxy; resolves once every instance answers /api/health/ready and HAProxy has them all
 * UP. `env`: the deployment's settings (DATABASE_URL required); `ports`: { proxy, instances: [a, b] };
 * `onLine(name, line)`: every line a child prints. The build must already be current (prepareBuild).
 */
export async function startCluster({ env, ports, onLine, names = ["app1", "app2"], checkIntervalMs = 1000 }) {
  if (!env.DATABASE_URL) throw new Error(NO_DATABASE_MESSAGE);
  if (!haproxyVersion()) throw new Error("haproxy is not installed (Debian: apt-get install haproxy)");
  const host = "127.0.0.1";
  const url = `http://${host}:${ports.proxy}`;
  // Migrations once, before either instance starts: each launcher then finds the schema up to date. (A child: Jest,
  // which loads this file for tests/cluster, cannot load db-migrate.mjs's top-level await.)
  const migrate = spawn(process.execPath, [path.join(root, "scripts/db-migrate.mjs"), "deploy"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  pipeLines(migrate, "migrate", onLine);
  await exited(migrate);
  if (migrate.exitCode !== 0)
    throw new Error(`migrations failed (exit code ${migrate.exitCode ?? migrate.signalCode})`);

  const instances = names.map((name, index) => {
    const port = ports.instances[index];
    // The app's links name the proxy; exactly one proxy hop appends to X-Forwarded-For (scripts/lib/client-address.mjs).
    const instanceEnv = { ...env, HOST: host, PORT: String(port), TRUST_PROXY: "1", APP_URL: env.APP_URL || url };
    // Its own process group: the cluster stops (or kills) an instance's launcher and server together.
    const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "start"], {
      cwd: root,
      env: instanceEnv,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    pipeLines(child, name, onLine);
    return { name, port, child };
  });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "resumecraft-haproxy-"));
  const statsSocket = path.join(workDir, "admin.sock");
  const configFile = path.join(workDir, "haproxy.cfg");
  let haproxy;

  const groupSignal = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => {
    for (const { child } of instances) groupSignal(child, "SIGTERM");
    haproxy?.kill("SIGTERM");
  };
  process.once("exit", onExit);

  const cluster = {
    url,
    statsSocket,
    instances: instances.map(({ name, port, child }) => ({ name, port, pid: child.pid })),
    /** [{ name, status }] as HAProxy sees the instances. */
    async serverStates() {
      return parseServerStates(await adminCommand(statsSocket, "show stat"));
    },
    /** Sends `signal` to an instance's launcher and server (SIGKILL: a crash). Resolves once the launcher is gone. */
    async signalInstance(name, signal) {
      const instance = instances.find((candidate) => candidate.name === name);
      if (!instance) throw new Error(`no instance ${name}`);
      groupSignal(instance.child, signal);
      await exited(instance.child);
    },
    /** HAProxy first (no new requests), then every instance, each stopping Next cleanly (scripts/start.mjs). */
    async stop() {
      process.off("exit", onExit);
      if (haproxy) {
        haproxy.kill("SIGTERM");
        await exited(haproxy);
      }
      await Promise.all(
        instances.map(async ({ child }) => {
          groupSignal(child, "SIGTERM");
          // A launcher ends after its server; a server that outlives a crashed launcher goes with the group.
          await exited(child);
          groupSignal(child, "SIGTERM");
        }),
      );
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };

  try {
    const gone = (child, what) =>
      child.exitCode !== null || child.signalCode !== null
        ? `${what} exited (${child.exitCode ?? child.signalCode})`
        : null;
    await Promise.all(
      instances.map(({ name, port, child }) =>
        waitFor(
          async () => (await fetchStatus(`http://${host}:${port}/api/health/ready`)) === 200,
          () => gone(child, name),
          `instance ${name} did not become ready`,
        ),
      ),
    );
    fs.writeFileSync(
      configFile,
      haproxyConfig({ bind: { host, port: ports.proxy }, servers: instances, statsSocket, checkIntervalMs }),
    );
    // -db: stay in the foreground, so that this process owns it and sees it exit.
    haproxy = spawn("haproxy", ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
    pipeLines(haproxy, "haproxy", onLine);
    await waitFor(
      async () => {
        if (!fs.existsSync(statsSocket)) return false;
        const states = await cluster.serverStates().catch(() => []);
        return states.length === instances.length && states.every((state) => state.status === "UP");
      },
      () => gone(haproxy, "haproxy") ?? instances.map(({ name, child }) => gone(child, name)).find(Boolean),
      "HAProxy did not see every instance up",
    );
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
