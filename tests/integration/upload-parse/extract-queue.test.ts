// Who gets the extraction threads (issue 20 item 3): two jobs at once, never two of one user, waiting users served in
// turn, and a user's own pile refused (429) before it can fill the queue everyone shares. Jobs here are promises the
// test settles itself, so the order is observed without timing anything.
import { describe, expect, it } from "@jest/globals";
import { AppError } from "@/lib/server/api/app-error";
import { withExtractSlot } from "@/lib/server/extract/extract-queue";

type Job = { user: string; name: string; done: () => void; result: Promise<string> };

function queueJobs() {
  const started: string[] = [];
  const jobs = new Map<string, Job>();
  const submit = (user: string, name: string): Job => {
    let done = () => undefined as void;
    const result = withExtractSlot(user, () => {
      started.push(name);
      return new Promise<string>((resolve) => {
        done = () => resolve(name);
      });
    });
    const job = { user, name, result, done: () => done() };
    jobs.set(name, job);
    return job;
  };
  /** Ends a running job and lets the queue start the next one. */
  const finish = async (name: string) => {
    const job = jobs.get(name) as Job;
    job.done();
    expect(await job.result).toBe(name);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, submit, finish };
}

const refusal = async (result: Promise<unknown>) => {
  try {
    await result;
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
  return "ran";
};

describe("the extraction queue", () => {
  it("runs at most one job per user and serves waiting users in turn", async () => {
    const { started, submit, finish } = queueJobs();
    submit("busy", "busy-1");
    submit("busy", "busy-2");
    submit("busy", "busy-3");
    await new Promise((resolve) => setImmediate(resolve));
    // A thread is free, but the second job of the same user waits.
    expect(started).toEqual(["busy-1"]);
    submit("other", "other-1");
    submit("late", "late-1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["busy-1", "other-1"]);
    // busy-1 ends: "late" has not been served yet, "busy" just was, so "late" goes first although it came last.
    await finish("busy-1");
    expect(started).toEqual(["busy-1", "other-1", "late-1"]);
    await finish("other-1");
    expect(started.at(-1)).toBe("busy-2");
    await finish("late-1");
    // Only busy's jobs are left, and never two of them at once.
    expect(started).toHaveLength(4);
    await finish("busy-2");
    expect(started.at(-1)).toBe("busy-3");
    await finish("busy-3");
  });

  it("refuses a user's third waiting job (429) and anyone once the shared queue is full (503)", async () => {
    const { started, submit, finish } = queueJobs();
    submit("a", "a-1");
    submit("b", "b-1");
    submit("a", "a-2");
    submit("a", "a-3");
    expect(await refusal(submit("a", "a-4").result)).toBe("RATE_LIMITED");
    // 14 more users fill the 16 waiting places; the 17th waiting job is refused whoever sends it.
    const fillers = Array.from({ length: 14 }, (_, i) => submit(`filler-${i}`, `filler-${i}`));
    expect(await refusal(submit("newcomer", "newcomer-1").result)).toBe("SERVICE_UNAVAILABLE");
    // Everything that was admitted still runs to the end, each job when its turn comes.
    expect(fillers).toHaveLength(14);
    const finished = new Set<string>();
    for (let name = started[0]; name !== undefined; name = started.find((n) => !finished.has(n))) {
      finished.add(name);
      await finish(name);
    }
    expect(finished.size).toBe(18);
  });
});
