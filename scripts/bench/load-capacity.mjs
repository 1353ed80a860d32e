#!/usr/bin/env node
// Capacity under mixed traffic (issue 23 item 7), open loop (scripts/bench/lib/open-loop.mjs): pages, the catalogue and
// resume reads and saves at a fixed arrival rate, plus a PDF every 3 s and an AI creator run and an upload parse every
// 10 s against the fake model (scripts/bench/lib/load-mix.mjs), sent through HAProxy to one or two app instances
// (`npm run cluster`'s set, scripts/bench/lib/load-target.mjs). Per step: p50/p95/p99 per class, 5xx and failed
// requests, the rate sent and answered, and the machine's load average at its start and end. Targets: no 5xx, and p99
// of the non-PDF requests ≤ 300 ms at 50 req/s on one instance; two instances serve ≥ 1.6 × the rate one serves at
// that p99 (--search); a 30-minute soak at 30 req/s keeps each server's RSS within 10 % (first 5 minutes against the
// last 5, --soak).
//   npm run bench:load -- [--instances 1|2|1,2] [--rates 50,100] [--seconds 180]
//   npm run bench:load -- --search [--instances 1,2] [--search-start 25 --search-step 25 --search-max 300 --search-seconds 45]
//   npm run bench:load -- --soak [--rates 30 --seconds 1800 --sample-seconds 5]
// DATABASE_URL names the PostgreSQL server each setup gets a fresh database on (dropped after); REDIS_URL is passed
// to the instances when set. The build in NEXT_DIST_DIR (default .next-bench) is made when stale, under the machine's
// build lock (/tmp/next-build.lock), once per run. The instances' output goes to a log file named at the end.
import os from "node:os";
import { parseArgs } from "node:util";
import { OUTSIDE_P99, createMix } from "./lib/load-mix.mjs";
import { searchCapacity, rssDrift, stepFailures, summarize } from "./lib/load-stats.mjs";
import { startLoadTarget } from "./lib/load-target.mjs";
import { createHttpClient, runOpenLoop } from "./lib/open-loop.mjs";
import { sampleInstanceRss } from "./lib/proc-rss.mjs";

const { values: options } = parseArgs({
  options: {
    instances: { type: "string", default: "1" },
    rates: { type: "string" },
    seconds: { type: "string" },
    warmup: { type: "string", default: "15" },
    search: { type: "boolean", default: false },
    "search-start": { type: "string", default: "25" },
    "search-step": { type: "string", default: "25" },
    "search-max": { type: "string", default: "300" },
    "search-seconds": { type: "string", default: "45" },
    soak: { type: "boolean", default: false },
    "sample-seconds": { type: "string", default: "5" },
    "max-p99": { type: "string", default: "300" },
  },
});
const numbers = (text) =>
  text
    .split(",")
    .map(Number)
    .filter((n) => n > 0);
const setups = numbers(options.instances);
const rates = numbers(options.rates ?? (options.soak ? "30" : options.search ? "" : "50"));
const seconds = Number(options.seconds ?? (options.soak ? 1800 : 180));
const maxP99Ms = Number(options["max-p99"]);
const log = (message) => console.log(`[bench:load] ${message}`);
const loadavg = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

if (!process.env.DATABASE_URL) {
  console.error(
    "[bench:load] DATABASE_URL must name a PostgreSQL server: the set needs one database both instances share",
  );
  process.exit(78);
}
const serverUrl = process.env.DATABASE_URL;

/** One step at `rate` for `stepSeconds`: its figures, printed as a table and one JSON line. */
async function runStep(target, mix, rate, stepSeconds, { label = "step", onSample } = {}) {
  const loadStart = loadavg();
  const sampler = onSample && setInterval(onSample, Number(options["sample-seconds"]) * 1000);
  const loads = [];
  const loadSampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
  const cpuBefore = process.cpuUsage();
  const run = await runOpenLoop({ rate, seconds: stepSeconds, steady: mix.steady, periodic: mix.periodic });
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(loadSampler);
  if (sampler) clearInterval(sampler);
  const loadEnd = loadavg();
  const byClass = {};
  for (const cls of [...new Set(run.records.map((record) => record.cls))].sort())
    byClass[cls] = summarize(run.records.filter((record) => record.cls === cls));
  const answeredInTime = run.records.filter((record) => record.at + record.ms <= stepSeconds * 1000).length;
  const step = {
    label,
    instances: target.instances.length,
    rate,
    seconds: stepSeconds,
    sentPerSec: Math.round((run.sent / stepSeconds) * 10) / 10,
    answeredPerSec: Math.round((answeredInTime / stepSeconds) * 10) / 10,
    requests: run.records.length,
    dropped: run.dropped,
    sendLagP99Ms: run.lagP99Ms,
    sendLagMaxMs: run.lagMaxMs,
    loadStart,
    loadEnd,
    // This process (the generator and the fake model): share of one core over the step.
    generatorCpuPct: Math.round(((cpu.user + cpu.system) / 1e6 / stepSeconds) * 100),
    all: summarize(run.records),
    nonPdf: summarize(run.records.filter((record) => !OUTSIDE_P99.has(record.cls))),
    byClass,
  };
  // Each 10 s of the step: the non-PDF p99, the 5xx and the 1-minute load average at its end, so that a start-up
  // transient or a spell of other work on the machine shows.
  const windows = Array.from({ length: Math.ceil(stepSeconds / 10) }, (_, index) => loads[index] ?? loadEnd[0]);
  step.timeline = windows.map((load, index) => {
    const slice = run.records.filter((record) => Math.floor(record.at / 10_000) === index);
    const nonPdf = summarize(slice.filter((record) => !OUTSIDE_P99.has(record.cls)));
    return { p99: nonPdf.p99, c5xx: summarize(slice).c5xx, load };
  });
  step.failures = stepFailures(step, { maxP99Ms });
  step.records = run.records;
  printStep(step);
  return step;
}

function printStep(step) {
  const row = (name, s) =>
    `  ${name.padEnd(14)} n ${String(s.n).padStart(6)}  p50 ${String(s.p50).padStart(7)}  p95 ${String(s.p95).padStart(7)}  p99 ${String(s.p99).padStart(7)}  max ${String(s.max).padStart(7)}  4xx ${s.c4xx}  5xx ${s.c5xx}  errors ${s.errors}`;
  console.log(
    `\n── ${step.label}: ${step.instances} instance(s), ${step.rate} req/s offered for ${step.seconds} s ──\n` +
      `  sent ${step.sentPerSec} req/s (steady mix; the flows ride on top), answered ${step.answeredPerSec} req/s in the window, ` +
      `dropped ${step.dropped}, send lag p99 ${step.sendLagP99Ms} ms (max ${step.sendLagMaxMs})\n` +
      `  load average (1/5/15 min) at start ${step.loadStart.join(" ")}, at end ${step.loadEnd.join(" ")}; ` +
      `the generator used ${step.generatorCpuPct} % of a core`,
  );
  for (const [cls, s] of Object.entries(step.byClass)) console.log(row(cls + (OUTSIDE_P99.has(cls) ? "*" : ""), s));
  console.log(row("non-PDF", step.nonPdf));
  console.log(row("all", step.all));
  if (step.timeline.length <= 30)
    console.log(
      `  each 10 s, non-PDF p99 ms [5xx] (load): ${step.timeline.map((t) => `${t.p99}${t.c5xx ? ` [${t.c5xx}]` : ""} (${t.load})`).join(", ")}`,
    );
  console.log(
    `  (* not in the non-PDF p99: the PDF, and streams timed to their end, which the fake model paces)\n` +
      `  → ${step.failures.length ? `MISSED: ${step.failures.join("; ")}` : `met (p99 ≤ ${maxP99Ms} ms, no 5xx, no failures)`}`,
  );
  console.log(JSON.stringify({ ...step, records: undefined }));
}

/** Every steady path twice (the first request renders an on-demand page), then each flow once; all must succeed. */
async function warmUp(target, mix, send) {
  const auth = { Cookie: `x-cid=${mix.firstUser.token}` };
  for (const path of [...mix.paths, ...mix.userPages]) {
    const headers = mix.userPages.includes(path) ? auth : {};
    for (let i = 0; i < 2; i += 1) {
      const answer = await send({ path, headers });
      if (answer.error || answer.status >= 300)
        throw new Error(`warm-up: ${path} answered ${answer.status || answer.error}`);
    }
  }
  for (const flow of mix.periodic) {
    const records = await flow.run(performance.now());
    const bad = records.find((record) => record.error || record.status >= 300);
    if (bad) throw new Error(`warm-up: the ${flow.name} flow failed at ${bad.cls}: ${bad.status} ${bad.error ?? ""}`);
  }
}

async function withTarget(instances, body) {
  log(`starting ${instances} instance(s) behind HAProxy…`);
  const target = await startLoadTarget({ instances, serverUrl, log });
  const client = createHttpClient(target.url);
  try {
    const mix = await createMix(target, client.send);
    await warmUp(target, mix, client.send);
    const warmSeconds = Number(options.warmup);
    const warmRate = rates[0] ?? Number(options["search-start"]);
    if (warmSeconds > 0) {
      log(`warm-up: ${warmSeconds} s at ${warmRate} req/s (not counted)`);
      await runOpenLoop({ rate: warmRate, seconds: warmSeconds, steady: mix.steady, periodic: mix.periodic });
    }
    return await body(target, mix);
  } finally {
    client.close();
    await target.stop();
    log(`instances' output: ${target.logFile}`);
  }
}

const rssRow = (samples) => {
  const drift = rssDrift(samples);
  return `first 5 min ${drift.firstMb} MB, last 5 min ${drift.lastMb} MB, change ${drift.changePct} % (${drift.isFlat ? "flat within 10 %" : "NOT flat within 10 %"})`;
};

async function soak(target, mix) {
  const started = performance.now();
  const samples = new Map(target.instances.map(({ name }) => [name, { server: [], tree: [] }]));
  const sample = () => {
    const atMs = performance.now() - started;
    for (const { name, pid } of target.instances) {
      const rss = sampleInstanceRss(pid);
      samples.get(name).server.push({ atMs, rssBytes: rss.serverBytes });
      samples.get(name).tree.push({ atMs, rssBytes: rss.treeBytes });
    }
  };
  sample();
  const step = await runStep(target, mix, rates[0], seconds, { label: "soak", onSample: sample });
  sample();
  // Five-minute windows: does latency or memory creep?
  const windowMs = 5 * 60_000;
  for (let from = 0; from < seconds * 1000; from += windowMs) {
    const inWindow = step.records.filter((record) => record.at >= from && record.at < from + windowMs);
    const s = summarize(inWindow.filter((record) => !OUTSIDE_P99.has(record.cls)));
    const rss = target.instances.map(({ name }) => {
      const list = samples.get(name).server.filter((x) => x.atMs >= from && x.atMs < from + windowMs);
      return `${name} ${Math.round(list.reduce((sum, x) => sum + x.rssBytes, 0) / Math.max(1, list.length) / 2 ** 20)} MB`;
    });
    console.log(
      `  minutes ${from / 60_000}–${(from + windowMs) / 60_000}: non-PDF n ${s.n} p99 ${s.p99} ms, 5xx ${s.c5xx}, errors ${s.errors}; server RSS ${rss.join(", ")}`,
    );
  }
  for (const { name } of target.instances) {
    const { server, tree } = samples.get(name);
    console.log(`  ${name} server RSS: ${rssRow(server)}`);
    console.log(`  ${name} whole instance (server, Chromium, workers): ${rssRow(tree)}`);
    console.log(JSON.stringify({ soak: name, server: rssDrift(server), tree: rssDrift(tree), samples: server.length }));
  }
}

const capacities = new Map();
log(`load average at start ${loadavg().join(" ")} (${os.cpus().length} CPUs)`);
for (const instances of setups) {
  await withTarget(instances, async (target, mix) => {
    if (options.soak) return soak(target, mix);
    for (const rate of rates) await runStep(target, mix, rate, seconds);
    if (!options.search) return;
    const result = await searchCapacity(
      async (rate) => {
        const step = await runStep(target, mix, rate, Number(options["search-seconds"]), { label: "search" });
        return step.failures.length === 0;
      },
      {
        start: Number(options["search-start"]),
        step: Number(options["search-step"]),
        max: Number(options["search-max"]),
      },
    );
    capacities.set(instances, result.capacity);
    log(
      `${instances} instance(s): highest rate meeting p99 ≤ ${maxP99Ms} ms with no 5xx: ${result.capacity} req/s ` +
        `(trials ${result.trials.map((trial) => `${trial.rate}${trial.passed ? "✓" : "✗"}`).join(" ")})`,
    );
  });
}
if (capacities.has(1) && capacities.has(2)) {
  const ratio = capacities.get(1) ? Math.round((capacities.get(2) / capacities.get(1)) * 100) / 100 : null;
  log(
    `two instances ÷ one at p99 ≤ ${maxP99Ms} ms: ${capacities.get(2)} ÷ ${capacities.get(1)} = ${ratio} ` +
      `(target ≥ 1.6: ${ratio !== null && ratio >= 1.6 ? "met" : "MISSED"})`,
  );
}
log(`load average at end ${loadavg().join(" ")}`);
