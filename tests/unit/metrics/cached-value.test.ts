// createCachedValue (lib/server/metrics/cached-value.ts): one load per period, shared, failures included.
import { describe, expect, it } from "@jest/globals";
import { createCachedValue } from "@/lib/server/metrics/cached-value";

function clock() {
  let at = 1_000;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe("createCachedValue", () => {
  it("loads once per period, for callers at once and after", async () => {
    const time = clock();
    let loads = 0;
    const read = createCachedValue(5_000, async () => ++loads, time.now);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    time.advance(4_999);
    expect(await read()).toBe(1);
    time.advance(1);
    expect(await read()).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps a failure for the period too, so a down database is asked once", async () => {
    const time = clock();
    let loads = 0;
    const read = createCachedValue(
      5_000,
      async () => {
        loads += 1;
        if (loads === 1) throw new Error("down");
        return loads;
      },
      time.now,
    );
    await expect(read()).rejects.toThrow("down");
    await expect(read()).rejects.toThrow("down");
    time.advance(5_000);
    expect(await read()).toBe(2);
  });
});
