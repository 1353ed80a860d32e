// Many streams at once (issue 13 items 4, 5): one task runs once however often it is opened, a user runs at most two
// tasks at a time, and 50 tasks on a balance that covers 10 run exactly 10, the ledger summing to the balance.
// Rate limits are off in this file: 50 checks from one user would pass the per-user cap, which is not under test.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { draftEn } from "./drafts";
import { startCreatorHarness, type CreatorApi } from "./harness";
import { jsonOf, lastEvent, readEvents, type SseEvent } from "./sse-events";

jest.setTimeout(120_000);

let fake: FakeOpenAI;
let api: CreatorApi;

beforeAll(async () => {
  ({ fake, api } = await startCreatorHarness({ RATE_LIMIT_ENABLED: "false" }));
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

/** Exactly the estimate: each run then costs 1,500, so "covers 10" means exactly 10. */
const USAGE_1500 = { prompt_tokens: 600, completion_tokens: 900, total_tokens: 1500 };
const AI_TOO_MANY_TASKS = 500202;

describe("one task, many streams", () => {
  it("20 streams of one processId at once: exactly one run and one charge; the rest hear AI_TASK_RUNNING", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, chunks: 10, chunkDelayMs: 20, usage: USAGE_1500 });
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => lastEvent(await readEvents(await api.openStream(user, processId)))),
    );
    const finishes = outcomes.filter((e) => e.event === "finish");
    expect(finishes).toHaveLength(1);
    expect(outcomes.filter((e) => e.event === "error").map((e) => jsonOf<{ code: number }>(e).code)).toEqual(
      Array(19).fill(500201),
    );
    expect(fake.requests.filter((r) => r.body.stream)).toHaveLength(1);
    expect(await api.balanceOf(user.id)).toBe(3_500);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(1);
    // Afterwards every stream hears the one outcome.
    expect(lastEvent(await api.streamEvents(user, processId))).toEqual(finishes[0]);
  });
});

describe("at most two running tasks per user", () => {
  it("a third task waits with AI_TOO_MANY_TASKS (429 at the check, an error event at the stream) and can run later", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "stall", text: JSON.stringify(draftEn), chunks: 10 });
    const user = await api.seedCreatorUser(10_000, "premium");
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await api.startTask(user, { keyword: "Data Analyst" }));
    const controllers = [new AbortController(), new AbortController()];
    for (const [i, controller] of controllers.entries()) {
      const response = await api.openStream(user, ids[i]!, controller.signal);
      await response.body!.getReader().read();
    }
    const atCheck = await api.check(user, { keyword: "Data Analyst" });
    expect(atCheck.status).toBe(429);
    expect(atCheck.body.code).toBe(AI_TOO_MANY_TASKS);
    const third = await readEvents(await api.openStream(user, ids[2]!));
    expect(third).toEqual([{ event: "error", data: expect.stringContaining(`"code":${AI_TOO_MANY_TASKS}`) }]);
    expect(await api.taskOf(ids[2]!)).toMatchObject({ status: "PENDING", reservedTokens: 0 });

    controllers.forEach((c) => c.abort());
    await api.eventually(
      () => api.db.aiTask.count({ where: { userId: user.id, status: "RUNNING" } }),
      (n) => n === 0,
    );
    fake.reset();
    api.answerGeneration(fake, { kind: "json", content: draftEn });
    expect(lastEvent(await api.streamEvents(user, ids[2]!)).event).toBe("finish");
  });
});

describe("50 tasks on a balance that covers 10", () => {
  it("exactly 10 run, 40 hear INSUFFICIENT_TOKENS, the ledger sums to the balance, which never went negative", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, chunks: 4, usage: USAGE_1500 });
    const user = await api.seedCreatorUser(15_000, "premium");
    const ids = await Promise.all(Array.from({ length: 50 }, () => api.startTask(user, { keyword: "Data Analyst" })));

    // All 50 at once; like the creator would, a stream told AI_TOO_MANY_TASKS tries again shortly.
    const run = async (id: string): Promise<SseEvent> => {
      for (;;) {
        const last = lastEvent(await readEvents(await api.openStream(user, id)));
        if (last.event !== "error" || jsonOf<{ code: number }>(last).code !== AI_TOO_MANY_TASKS) return last;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      }
    };
    const outcomes = await Promise.all(ids.map(run));

    expect(outcomes.filter((e) => e.event === "finish")).toHaveLength(10);
    const errors = outcomes.filter((e) => e.event === "error").map((e) => jsonOf<{ code: number }>(e).code);
    expect(errors).toEqual(Array(40).fill(500001));
    expect(await api.balanceOf(user.id)).toBe(0);
    expect(await api.ledgerSum(user.id)).toBe(0);
    const rows = await api.rowsOf(user.id);
    expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
    expect(rows.filter((r) => r.type === "AI_GENERATE")).toHaveLength(10);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(10);
    expect(fake.requests.filter((r) => r.body.stream)).toHaveLength(10);
    expect(await api.db.aiTask.groupBy({ by: ["status"], where: { userId: user.id }, _count: true })).toEqual(
      expect.arrayContaining([
        { status: "SUCCEEDED", _count: 10 },
        { status: "FAILED", _count: 40 },
      ]),
    );
  });
});
