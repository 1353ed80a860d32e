#!/usr/bin/env node
// `npm test`: unit and component tests, integration tests against a fresh PostgreSQL database, and Playwright
// browser tests against a production build served by the launcher. Any failure makes the exit code non-zero.
//   node scripts/test.mjs [all|unit|integration|e2e] [files or options passed on to jest / playwright]
// DATABASE_URL names the server to create each step's fresh database on; without it an in-memory embedded one is used.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { freePort } from "./lib/embedded-db.mjs";
import { root } from "./lib/launch-env.mjs";
import { createTestDatabase } from "./lib/test-database.mjs";

const mode = process.argv[2] ?? "all";
// e.g. `node scripts/test.mjs e2e tests/e2e/pdf-download.spec.ts` runs one spec with the same database and build setup.
const extra = process.argv.slice(3);
const bin = (name) => path.join(root, "node_modules/.bin", name);

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const steps = {
  unit: (env) => run(bin("jest"), ["--selectProjects", "unit", "components", ...extra], env),
  integration: (env) => run(bin("jest"), ["--selectProjects", "integration", "--runInBand", ...extra], env),
  // The browser tests keep rate-limit counters in their fresh database: a shared Redis would carry counters
  // from earlier runs (same client address) into this one.
  e2e: ({ REDIS_URL, ...env }) => run(bin("playwright"), ["test", ...extra], env),
};

async function main() {
  const selected = mode === "all" ? ["unit", "integration", "e2e"] : [mode];
  if (!selected.every((s) => s in steps))
    throw new Error(`usage: node scripts/test.mjs [all|${Object.keys(steps).join("|")}]`);
  const env = {
    ...process.env,
    NODE_ENV: "test",
    // Tests provoke errors on purpose; their log lines would bury the results. LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL || "fatal",
    AUTH_SECRET: process.env.AUTH_SECRET || crypto.randomBytes(32).toString("hex"),
    E2E_PORT: process.env.E2E_PORT || String(await freePort()),
  };
  const failed = [];
  for (const step of selected) {
    console.log(`\n[test] ── ${step} ──`);
    // Each step that needs a database gets a fresh one: the browser tests' server seeds the catalogue only into an
    // empty one, so rows the integration tests leave behind must not reach it.
    const database = step === "unit" ? undefined : await createTestDatabase(process.env.DATABASE_URL);
    if (database) console.log(`[test] using ${database.description}`);
    try {
      const stepEnv = database ? { ...env, DATABASE_URL: database.url, DATABASE_POOL_MAX: database.poolMax } : env;
      if ((await steps[step](stepEnv)) !== 0) failed.push(step);
    } finally {
      await database?.drop();
    }
  }
  console.log(failed.length ? `\n[test] FAILED: ${failed.join(", ")}` : `\n[test] all passed: ${selected.join(", ")}`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(`[test] ${error.stack ?? error}`);
  process.exit(1);
});
