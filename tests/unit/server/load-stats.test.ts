// The arithmetic of `npm run bench:load` (scripts/bench/lib/load-stats.mjs): percentiles, a class's summary, a step's
// verdict, the capacity step search and the soak's RSS drift.
import { describe, expect, it } from "@jest/globals";
import { percentile, rssDrift, searchCapacity, stepFailures, summarize } from "@/scripts/bench/lib/load-stats.mjs";

describe("percentile", () => {
  it("takes the nearest rank of an ascending list", () => {
    const list = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(list, 50)).toBe(50);
    expect(percentile(list, 99)).toBe(99);
    expect(percentile(list, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarize", () => {
  it("counts outcomes and times every answer, but not a failed request", () => {
    const summary = summarize([
      { ms: 10, status: 200 },
      { ms: 20, status: 404 },
      { ms: 30, status: 503 },
      { ms: 5000, status: 0, error: "ECONNRESET" },
    ]);
    expect(summary).toMatchObject({ n: 4, ok: 1, c4xx: 1, c5xx: 1, errors: 1, p50: 20, max: 30 });
  });
});

describe("stepFailures", () => {
  const clean = { n: 100, ok: 100, c4xx: 0, c5xx: 0, errors: 0, p50: 20, p95: 80, p99: 120, max: 200 };
  const step = { rate: 50, sentPerSec: 50, dropped: 0, all: clean, nonPdf: clean };

  it("passes a step with no 5xx, no failures, the rate sent and p99 within the limit", () => {
    expect(stepFailures(step)).toEqual([]);
  });

  it("names each target missed", () => {
    const reasons = stepFailures({
      ...step,
      sentPerSec: 40,
      dropped: 3,
      all: { ...clean, c5xx: 2, errors: 1 },
      nonPdf: { ...clean, p99: 450 },
    });
    expect(reasons).toEqual([
      "2 × 5xx",
      "1 failed requests",
      "3 arrivals dropped (in-flight bound)",
      "sent 40 req/s of 50",
      "non-PDF p99 450 ms > 300 ms",
    ]);
  });

  it("fails a step with no timed request (p99 unknown)", () => {
    expect(stepFailures({ ...step, nonPdf: { ...clean, p99: null } })).toEqual(["no non-PDF request answered"]);
  });
});

describe("searchCapacity", () => {
  const upTo = (limit: number) => async (rate: number) => rate <= limit;

  it("steps up until a rate fails, then halves the gap once", async () => {
    const result = await searchCapacity(upTo(80), { start: 25, step: 25, max: 300 });
    expect(result.trials).toEqual([
      { rate: 25, passed: true },
      { rate: 50, passed: true },
      { rate: 75, passed: true },
      { rate: 100, passed: false },
      { rate: 88, passed: false },
    ]);
    expect(result.capacity).toBe(75);
  });

  it("keeps a passing middle rate and refines further when asked", async () => {
    const result = await searchCapacity(upTo(95), { start: 25, step: 25, max: 300, refine: 2 });
    expect(result.trials.slice(3).map((trial) => trial.rate)).toEqual([100, 88, 94]);
    expect(result.capacity).toBe(94);
  });

  it("answers 0 when the first rate fails and the top rate when none does", async () => {
    expect((await searchCapacity(upTo(10), { start: 25, step: 25, max: 100 })).capacity).toBe(0);
    expect((await searchCapacity(upTo(1000), { start: 25, step: 25, max: 100 })).capacity).toBe(100);
  });
});

describe("rssDrift", () => {
  const MB = 2 ** 20;
  const minute = 60_000;
  const samples = (from: number, to: number) =>
    Array.from({ length: 31 }, (_, i) => ({
      atMs: i * minute,
      rssBytes: (from + ((to - from) * i) / 30) * MB,
    }));

  it("compares the mean of the first five minutes with the last five", () => {
    const drift = rssDrift(samples(200, 200));
    expect(drift).toEqual({ firstMb: 200, lastMb: 200, changePct: 0, isFlat: true });
  });

  it("is not flat when memory grows by more than 10 %", () => {
    const drift = rssDrift(samples(200, 300));
    expect(drift.firstMb).toBe(208.3);
    expect(drift.lastMb).toBe(291.7);
    expect(drift.isFlat).toBe(false);
  });

  it("has no verdict without samples", () => {
    expect(rssDrift([]).isFlat).toBe(false);
  });
});
