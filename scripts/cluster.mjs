#!/usr/bin/env node
// `npm run cluster`: two app instances behind HAProxy on loopback, one deployment (docs/operations.md, "Scaling out").
//   PORT (default 3000): HAProxy's; CLUSTER_INSTANCE_PORTS (default PORT+1,PORT+2): the instances'.
//   DATABASE_URL is required (no embedded database: docs/decisions.md); REDIS_URL, DATA_DIR and AUTH_SECRET are
//   shared by both instances. The build is made once when stale, before either instance starts.
// Ctrl-C stops HAProxy, then both instances (each stops Next cleanly).
import { spawn } from "node:child_process";
import path from "node:path";
import { NO_DATABASE_MESSAGE, prepareBuild, startCluster } from "./lib/cluster.mjs";
import { dataDir, ensureAuthSecret, loadDotEnv, root } from "./lib/launch-env.mjs";

const log = (message) => console.log(`[cluster] ${message}`);

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main() {
  loadDotEnv();
  if (!process.env.DATABASE_URL) {
    console.error(`[cluster] ${NO_DATABASE_MESSAGE}`);
    process.exit(78);
  }
  // One secret for every instance, made here before either starts: two launchers would each write their own.
  ensureAuthSecret();
  process.env.DATA_DIR = dataDir();
  const proxyPort = Number(process.env.PORT || 3000);
  const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS || `${proxyPort + 1},${proxyPort + 2}`)
    .split(",")
    .map(Number);
  const url = `http://127.0.0.1:${proxyPort}`;
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
  const env = { ...process.env, APP_URL: process.env.APP_URL || url };

  let cluster;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    log("stopping HAProxy and the instances…");
    await cluster?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  await prepareBuild({ distDir, env, appUrl: env.APP_URL, run, log });
  if (stopping) return;
  cluster = await startCluster({
    env,
    ports: { proxy: proxyPort, instances: instancePorts },
    onLine: (name, line) => console.log(`[${name}] ${line}`),
  });
  if (stopping) return cluster.stop();
  const list = cluster.instances.map(({ name, port }) => `${name} on 127.0.0.1:${port}`).join(", ");
  log(`HAProxy on ${url} → ${list} (round-robin, checked on /api/health/ready); Ctrl-C stops everything`);
}

main().catch(async (error) => {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
});
