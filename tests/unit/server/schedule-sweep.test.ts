// The periodic sweeps (trash purge, AI task sweep, order expiry) share lib/server/utils/schedule-sweep.ts: first run after
// the delay, then every interval, a failed run does not stop the schedule, and stopping ends it. Fake timers make the
// schedule exact whatever the machine's load.
import { afterEach, beforeEach, expect, it, jest } from "@jest/globals";
import { scheduleSweep } from "@/lib/server/utils/schedule-sweep";

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: [] });
});
afterEach(() => {
  jest.useRealTimers();
});

it("runs after the first delay, then on its interval, survives a failed run, and stops when told", async () => {
  let runs = 0;
  const stop = scheduleSweep({
    name: "test sweep",
    sweep: async () => {
      runs += 1;
      if (runs === 2) throw new Error("database unavailable");
      return { changed: runs };
    },
    firstDelayMs: 1_000,
    intervalMs: 5_000,
    didWork: ({ changed }) => changed > 0,
  });
  await jest.advanceTimersByTimeAsync(999);
  expect(runs).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toBe(1);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(runs).toBe(2);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(runs).toBe(3);
  stop();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(runs).toBe(3);
});

it("stopped before its first run, it never runs", async () => {
  let runs = 0;
  const stop = scheduleSweep({
    name: "test sweep",
    sweep: async () => ({ changed: (runs += 1) }),
    firstDelayMs: 1_000,
    intervalMs: 5_000,
    didWork: () => false,
  });
  stop();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(runs).toBe(0);
});
