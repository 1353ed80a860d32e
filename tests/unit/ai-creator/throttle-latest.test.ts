// The creator's stream passes on at most one draft per interval, always the newest, and never loses the last one
// (lib/server/services/ai-tasks/throttle-latest.ts). Fake timers make the intervals exact, whatever the machine's load.
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { throttleLatest } from "@/lib/server/services/ai-tasks/throttle-latest";

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: [] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("throttleLatest", () => {
  it("sends the first value at once, then at most one per interval, each time the newest", () => {
    const sent: number[] = [];
    const throttle = throttleLatest<number>(100, (value) => sent.push(value));
    throttle.push(1);
    expect(sent).toEqual([1]);
    for (let value = 2; value <= 10; value += 1) {
      jest.advanceTimersByTime(10);
      throttle.push(value);
    }
    // 90 ms after the first: nothing more yet.
    expect(sent).toEqual([1]);
    jest.advanceTimersByTime(10);
    expect(sent).toEqual([1, 10]);
    jest.advanceTimersByTime(500);
    expect(sent).toEqual([1, 10]);
  });

  it("flush sends what is waiting at once; cancel drops it", () => {
    const sent: string[] = [];
    const throttle = throttleLatest<string>(100, (value) => sent.push(value));
    throttle.push("a");
    throttle.push("b");
    throttle.flush();
    expect(sent).toEqual(["a", "b"]);
    throttle.flush();
    expect(sent).toEqual(["a", "b"]);
    throttle.push("c");
    throttle.cancel();
    jest.advanceTimersByTime(500);
    expect(sent).toEqual(["a", "b"]);
  });
});
