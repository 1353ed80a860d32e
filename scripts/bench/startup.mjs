#!/usr/bin/env node
// Time from `npm start` (the launcher) to the first served page, with the embedded database:
//   cold = empty data folder (PGlite initdb + migrations), warm = the same folder again.
// The production build must exist and be current (run `npm start` once first), so build time is not counted.
//   node scripts/bench/startup.mjs [runs=3]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";

const runs = Number(process.argv[2] ?? 3);

async function timeToFirstPage(dataDir) {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "start"], {
    cwd: root,
    env,
    stdio: "ignore",
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error("the launcher exited before serving");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  child.kill("SIGINT");
  await new Promise((r) => child.on("exit", r));
  return Math.round(ms);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-"));
  cold.push(await timeToFirstPage(dir));
  warm.push(await timeToFirstPage(dir));
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  JSON.stringify({ runs, coldMs: cold, warmMs: warm, coldMedianMs: median(cold), warmMedianMs: median(warm) }),
);
