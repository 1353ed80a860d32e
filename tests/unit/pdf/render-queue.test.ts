// The bounded queue in front of the page pool: concurrency, FIFO hand-over of slots, and 503 + Retry-After when full.
import { describe, expect, it } from "@jest/globals";
import { AppError } from "@/lib/server/api/app-error";
import { createRenderQueue } from "@/lib/server/pdf/render-queue";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("createRenderQueue", () => {
  it("runs at most `concurrency` tasks at once, each on its own slot", async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 5, retryAfterSeconds: 5 });
    const gates = [deferred(), deferred(), deferred()];
    const slots: number[] = [];
    const runs = gates.map((gate) =>
      queue.run(async (slot) => {
        slots.push(slot);
        await gate.promise;
        return slot;
      }),
    );
    await Promise.resolve();
    expect(queue.stats()).toEqual({ running: 2, waiting: 1 });
    expect(slots.sort()).toEqual([0, 1]);
    gates[0]?.resolve();
    expect(await runs[0]).toBe(0);
    await Promise.resolve();
    // The waiting task takes the slot the first one gave back.
    expect(slots).toHaveLength(3);
    expect(slots[2]).toBe(0);
    gates[1]?.resolve();
    gates[2]?.resolve();
    await Promise.all(runs);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("answers SERVICE_UNAVAILABLE (503) with Retry-After once the waiting line is full", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1, retryAfterSeconds: 7 });
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waiting = queue.run(async () => "waited");
    const rejected = queue.run(async () => "never");
    await expect(rejected).rejects.toBeInstanceOf(AppError);
    const error = await rejected.catch((e: unknown) => e);
    expect(error).toMatchObject({ key: "SERVICE_UNAVAILABLE", status: 503, headers: { "Retry-After": "7" } });
    gate.resolve();
    await running;
    expect(await waiting).toBe("waited");
  });

  it("frees the slot when a task fails", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0, retryAfterSeconds: 1 });
    await expect(
      queue.run(async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await queue.run(async (slot) => slot)).toBe(0);
  });
});
