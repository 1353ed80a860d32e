// Cover renders are debounced per resume, coalesced, and never overlap for one resume.
import { describe, expect, it } from "@jest/globals";
import { scheduleCoverRender } from "@/lib/server/services/covers/schedule-cover-render";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("scheduleCoverRender", () => {
  it("renders once after a burst of saves, DEBOUNCE after the last one", async () => {
    const calls: string[] = [];
    const render = async (id: string) => void calls.push(id);
    for (let i = 0; i < 5; i += 1) {
      scheduleCoverRender("burst", { delayMs: 40, render });
      await sleep(10);
    }
    expect(calls).toEqual([]);
    await sleep(80);
    expect(calls).toEqual(["burst"]);
  });

  it("a save during a render schedules exactly one more render afterwards", async () => {
    let running = 0;
    let maxRunning = 0;
    let count = 0;
    const render = async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await sleep(50);
      count += 1;
      running -= 1;
    };
    scheduleCoverRender("busy", { delayMs: 10, render });
    await sleep(25);
    scheduleCoverRender("busy", { delayMs: 10, render });
    scheduleCoverRender("busy", { delayMs: 10, render });
    await sleep(200);
    expect(count).toBe(2);
    expect(maxRunning).toBe(1);
  });

  it("keeps resumes apart", async () => {
    const calls: string[] = [];
    const render = async (id: string) => void calls.push(id);
    scheduleCoverRender("a", { delayMs: 10, render });
    scheduleCoverRender("b", { delayMs: 10, render });
    await sleep(50);
    expect(calls.sort()).toEqual(["a", "b"]);
  });
});
