// The arithmetic of `npm run bench:load` (scripts/bench/load-capacity.mjs), kept free of I/O so that
// tests/unit/server/load-stats.test.ts can check it: percentiles, a class's summary, whether a step met the targets,
// the capacity step search and the soak's RSS drift.

/** The nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round1 = (x) => (Number.isFinite(x) ? Math.round(x * 10) / 10 : null);

/**
 * One class's figures from its records ({ ms, status, error? }): counts by outcome and latency percentiles over every
 * answered request (a 5xx or 4xx is timed too; an error, a timeout or a refused connection is not).
 */
export function summarize(records) {
  const answered = records.filter((record) => !record.error).map((record) => record.ms);
  answered.sort((a, b) => a - b);
  const count = (test) => records.filter(test).length;
  return {
    n: records.length,
    ok: count((record) => !record.error && record.status < 400),
    c4xx: count((record) => !record.error && record.status >= 400 && record.status < 500),
    c5xx: count((record) => !record.error && record.status >= 500),
    errors: count((record) => Boolean(record.error)),
    p50: round1(percentile(answered, 50)),
    p95: round1(percentile(answered, 95)),
    p99: round1(percentile(answered, 99)),
    max: round1(answered.at(-1) ?? NaN),
  };
}

/**
 * Whether a step met the targets of issue 23 item 7: no 5xx, no failed or dropped request, the offered rate really
 * sent (≥ 95 % of it: a generator starved of CPU sends less), and p99 of the non-PDF requests within `maxP99Ms`.
 * Answers the reasons it did not, empty when it did.
 */
export function stepFailures(step, { maxP99Ms = 300, minSentShare = 0.95 } = {}) {
  const reasons = [];
  if (step.all.c5xx > 0) reasons.push(`${step.all.c5xx} × 5xx`);
  if (step.all.errors > 0) reasons.push(`${step.all.errors} failed requests`);
  if (step.dropped > 0) reasons.push(`${step.dropped} arrivals dropped (in-flight bound)`);
  if (step.sentPerSec < step.rate * minSentShare) reasons.push(`sent ${step.sentPerSec} req/s of ${step.rate}`);
  const { p99 } = step.nonPdf;
  if (typeof p99 !== "number") reasons.push("no non-PDF request answered");
  else if (p99 > maxP99Ms) reasons.push(`non-PDF p99 ${p99} ms > ${maxP99Ms} ms`);
  return reasons;
}

/**
 * The highest rate that passes: `start`, `start + step`, … up to `max` until a rate fails, then `refine` halvings of
 * the gap between the last rate that passed and the first that failed. `trial(rate)` runs a step and answers whether
 * it passed. Answers { capacity (0 when even `start` failed), trials: [{ rate, passed }] } in the order run.
 */
export async function searchCapacity(trial, { start, step, max, refine = 1 }) {
  const trials = [];
  const run = async (rate) => {
    const passed = await trial(rate);
    trials.push({ rate, passed });
    return passed;
  };
  let passed = 0;
  let failed = 0;
  for (let rate = start; rate <= max; rate += step) {
    if (!(await run(rate))) {
      failed = rate;
      break;
    }
    passed = rate;
  }
  for (let i = 0; i < refine && failed && failed - passed > 1; i += 1) {
    const middle = Math.round((passed + failed) / 2);
    if (middle <= passed || middle >= failed) break;
    if (await run(middle)) passed = middle;
    else failed = middle;
  }
  return { capacity: passed, trials };
}

/**
 * The soak's verdict from RSS samples ({ atMs, rssBytes }, atMs from the start of the load): the mean of the first
 * `windowMs` against the mean of the last `windowMs`, and the change in percent. Flat when |change| ≤ `maxChangePct`.
 */
export function rssDrift(samples, { windowMs = 5 * 60_000, maxChangePct = 10 } = {}) {
  if (samples.length === 0) return { firstMb: null, lastMb: null, changePct: null, isFlat: false };
  const end = samples.at(-1).atMs;
  const mean = (list) => list.reduce((sum, sample) => sum + sample.rssBytes, 0) / list.length;
  const first = samples.filter((sample) => sample.atMs <= samples[0].atMs + windowMs);
  const last = samples.filter((sample) => sample.atMs >= end - windowMs);
  const firstMean = mean(first);
  const lastMean = mean(last);
  const changePct = ((lastMean - firstMean) / firstMean) * 100;
  return {
    firstMb: round1(firstMean / 2 ** 20),
    lastMb: round1(lastMean / 2 ** 20),
    changePct: round1(changePct),
    isFlat: Math.abs(changePct) <= maxChangePct,
  };
}
