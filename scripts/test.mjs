#!/usr/bin/env node
// `npm test`: unit and component tests, integration tests against a fresh PostgreSQL database, and Playwright
// browser tests against a production build served by the launcher. Any failure makes the exit code non-zero.
//   node scripts/test.mjs [all|unit|integration|e2e] [files or options passed on to jest / playwright]
// DATABASE_URL names the server to create each step's fresh database on; without it an in-memory embedded one is used.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import readline from "node:readline";
import { buildForBrowserTests } from "./lib/build-for-tests.mjs";
import { runClusterTests } from "./lib/cluster-tests.mjs";
import { freePort } from "./lib/embedded-db.mjs";
import { root } from "./lib/launch-env.mjs";
import { createTestDatabase } from "./lib/test-database.mjs";

const mode = process.argv[2] ?? "all";
// e.g. `node scripts/test.mjs e2e tests/e2e/pdf-download.spec.ts` runs one spec with the same database and build setup.
const extra = process.argv.slice(3);
const bin = (name) => path.join(root, "node_modules/.bin", name);

/** Runs a child; with a label, each line it prints is prefixed with it (steps that run side by side). */
function run(command, args, env, label) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (label)
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        readline.createInterface({ input: stream }).on("line", (line) => out.write(`[${label}] ${line}\n`));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const steps = {
  unit: (env, label) => run(bin("jest"), ["--selectProjects", "unit", "components", ...extra], env, label),
  // --forceExit: a case that fails half-way can leave a child process or socket behind (remote-browser's restarted
  // Chromium, CI run on 72fd169), and jest then waits for it after the run, holding the lane until CI's time limit.
  integration: (env, label) =>
    run(bin("jest"), ["--selectProjects", "integration", "--runInBand", "--forceExit", ...extra], env, label),
  // The browser tests keep rate-limit counters in their fresh database: a shared Redis would carry counters
  // from earlier runs (same client address) into this one.
  e2e: ({ REDIS_URL, ...env }, label) => run(bin("playwright"), ["test", ...extra], env, label),
  // Two instances behind HAProxy on the browser tests' build (scripts/lib/cluster-tests.mjs), sharing REDIS_URL.
  cluster: (env, label) =>
    runClusterTests(env, {
      serverUrl: process.env.DATABASE_URL,
      extra,
      run: (command, args, stepEnv) => run(command, args, stepEnv, label),
    }),
};

// Each step that needs a database gets a fresh one: the browser tests' server seeds the catalogue only into an
// empty one, so rows the integration tests leave behind must not reach it.
async function withDatabase(step, env, body) {
  const database = step === "unit" ? undefined : await createTestDatabase(process.env.DATABASE_URL);
  if (database) console.log(`[test] ${step} uses ${database.description}`);
  try {
    return await body(database ? { ...env, DATABASE_URL: database.url, DATABASE_POOL_MAX: database.poolMax } : env);
  } finally {
    await database?.drop();
  }
}

/**
 * The whole suite in two lanes: the browser tests' build and then the browser tests on it; beside them the integration
 * tests and then the unit tests; the cluster tests (which share REDIS_URL with the integration tests) last. The
 * integration tests run in band on one core: the browser tests used to wait for them with the other core idle. They
 * go first in their lane so that their heaviest files (real PDF renders, OCR; jest starts the largest and slowest
 * first) run beside the build, as they always did, rather than beside the browser tests; the unit tests, pure logic,
 * follow. A third lane (unit and integration side by side as well) put the machine at a load of 15–17
 * (docs/benchmarks.md, "The test suite"). The tests are written to pass beside other work.
 */
async function runAll(env) {
  const failed = [];
  const check = (name) => (code) => {
    if (code !== 0) failed.push(name);
  };
  console.log("\n[test] ── the build, then the browser tests; beside them integration, then unit ──");
  const browserLane = withDatabase("e2e", env, async (e2eEnv) => {
    const build = await buildForBrowserTests(e2eEnv, (command, args, buildEnv) =>
      run(command, args, buildEnv, "build"),
    );
    if (build !== 0) {
      console.log("[test] the build failed: no browser tests");
      return build;
    }
    console.log("\n[test] ── e2e ──");
    return steps.e2e(e2eEnv, "e2e");
  }).then(check("e2e"));
  const jestLane = async () => {
    check("integration")(
      await withDatabase("integration", env, (stepEnv) => steps.integration(stepEnv, "integration")),
    );
    check("unit")(await withDatabase("unit", env, (stepEnv) => steps.unit(stepEnv, "unit")));
  };
  await Promise.all([browserLane, jestLane()]);
  check("cluster")(await withDatabase("cluster", env, (stepEnv) => steps.cluster(stepEnv, "cluster")));
  return failed;
}

async function main() {
  const selected = mode === "all" ? ["unit", "integration", "e2e", "cluster"] : [mode];
  if (!selected.every((s) => s in steps))
    throw new Error(`usage: node scripts/test.mjs [all|${Object.keys(steps).join("|")}]`);
  const env = {
    ...process.env,
    NODE_ENV: "test",
    // Tests provoke errors on purpose; their log lines would bury the results. LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL || "fatal",
    AUTH_SECRET: process.env.AUTH_SECRET || crypto.randomBytes(32).toString("hex"),
    E2E_PORT: process.env.E2E_PORT || String(await freePort()),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  let failed;
  if (mode === "all") failed = await runAll(env);
  else {
    console.log(`\n[test] ── ${mode} ──`);
    failed = (await withDatabase(mode, env, (stepEnv) => steps[mode](stepEnv))) === 0 ? [] : [mode];
  }
  console.log(failed.length ? `\n[test] FAILED: ${failed.join(", ")}` : `\n[test] all passed: ${selected.join(", ")}`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(`[test] ${error.stack ?? error}`);
  process.exit(1);
});
