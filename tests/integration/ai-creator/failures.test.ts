// When the model fails, answers badly, refuses, or the client leaves: the task ends FAILED with an `error` event the
// creator shows, and the whole reservation comes back (issue 13 items 3, 4, 5).
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI, FakeReply } from "@/tests/fakes/openai-server";
import { draftEn } from "./drafts";
import { startCreatorHarness, type CreatorApi } from "./harness";
import { jsonOf, lastEvent, readEvents } from "./sse-events";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: CreatorApi;

beforeAll(async () => {
  ({ fake, api } = await startCreatorHarness());
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

type ErrorData = { code: number; message: string };

describe("a failed generation is refunded", () => {
  it.each<[string, FakeReply[], number]>([
    // The SDK retries a 5xx once: both attempts fail.
    [
      "a model 500",
      [
        { kind: "error", status: 500 },
        { kind: "error", status: 500 },
      ],
      500105,
    ],
    [
      "malformed JSON twice (after the one repair)",
      [
        { kind: "text", text: '{"title": "Data' },
        { kind: "text", text: "not json" },
      ],
      500102,
    ],
    ["a refusal", [{ kind: "refusal" }], 500106],
  ])("%s → error event, task FAILED, balance restored", async (_, replies, code) => {
    api.acceptJobTitles(fake);
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    fake.script(...replies);
    const events = await api.streamEvents(user, processId);
    const last = lastEvent(events);
    expect(last.event).toBe("error");
    expect(jsonOf<ErrorData>(last)).toEqual({ code, message: expect.any(String), key: expect.any(String) });
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(await api.ledgerSum(user.id)).toBe(5_000);
    expect((await api.rowsOf(user.id)).map((r) => [r.type, r.amount])).toEqual([
      ["INITIAL", 5_000],
      ["AI_GENERATE", 1_500],
      ["REFUND", 1_500],
    ]);
    expect(await api.taskOf(processId)).toMatchObject({ status: "FAILED", usedTokens: 0 });
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(0);
    // A reconnect gets the same error, without a second model call.
    const calls = fake.requests.length;
    expect(await api.streamEvents(user, processId)).toEqual([last]);
    expect(fake.requests).toHaveLength(calls);
  });
});

describe("a client that leaves", () => {
  it.each(["aborts the request", "cancels the body"])(
    "%s after a draft arrived: the upstream request is aborted within seconds and the task charged for its use so far",
    async (how) => {
      api.acceptJobTitles(fake);
      api.answerGeneration(fake, { kind: "stall", text: JSON.stringify(draftEn), chunks: 10 });
      const user = await api.seedCreatorUser(5_000);
      const processId = await api.startTask(user, { keyword: "Data Analyst" });
      const controller = new AbortController();
      const response = await api.openStream(user, processId, controller.signal);
      const reader = response.body!.getReader();
      let text = "";
      while (!text.includes('"title":"Data')) text += new TextDecoder().decode((await reader.read()).value);
      expect(text).toContain("event: message");
      expect(await api.balanceOf(user.id)).toBe(3_500);

      const upstreamAborted = fake.waitForAbort();
      const leftAt = Date.now();
      if (how === "aborts the request") controller.abort();
      else await reader.cancel();
      // The stalled stream would run until AI_TIMEOUT_MS (120 s here): seconds prove the leave reached upstream, and
      // leave room for a loaded machine (two ai-creator bounds of about a second failed beside the browser tests).
      expect((await upstreamAborted).at - leftAt).toBeLessThan(4_000);

      const task = await api.eventually(
        () => api.taskOf(processId),
        (t) => t.status === "FAILED",
      );
      // A draft with content reached the client: leaving is not free (issue 20 item 8, settle-cancelled-task.ts).
      expect(task).toMatchObject({ status: "FAILED", error: "AI_CANCELLED" });
      expect(task.usedTokens).toBeGreaterThan(0);
      expect(task.usedTokens).toBeLessThanOrEqual(1_500);
      expect(await api.balanceOf(user.id)).toBe(5_000 - task.usedTokens!);
      expect(await api.ledgerSum(user.id)).toBe(5_000 - task.usedTokens!);
    },
  );

  it("a client gone before the stream starts: the task closes cancelled, the claim's reservation refunded, the model never asked", async () => {
    api.acceptJobTitles(fake);
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const response = await api.openStream(user, processId, AbortSignal.abort());
    expect(response.status).toBe(200);
    const task = await api.eventually(
      () => api.taskOf(processId),
      (t) => t.status !== "RUNNING",
    );
    expect(task).toMatchObject({ status: "FAILED", error: "AI_CANCELLED", reservedTokens: 1_500, usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect((await api.rowsOf(user.id)).map((row) => row.type)).toEqual(["INITIAL", "AI_GENERATE", "REFUND"]);
    expect(fake.requests.filter((r) => r.body.stream)).toHaveLength(0);
  });

  it("a second stream of a task that is still running gets AI_TASK_RUNNING, not a second run", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "stall", text: JSON.stringify(draftEn), chunks: 10 });
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const controller = new AbortController();
    const running = await api.openStream(user, processId, controller.signal);
    const reader = running.body!.getReader();
    await reader.read();
    const second = await readEvents(await api.openStream(user, processId));
    expect(second).toEqual([{ event: "error", data: expect.stringContaining('"code":500201') }]);
    expect(fake.requests.filter((r) => r.body.stream)).toHaveLength(1);
    expect(await api.balanceOf(user.id)).toBe(3_500);
    controller.abort();
    await api.eventually(
      () => api.taskOf(processId),
      (t) => t.status === "FAILED",
    );
  });
});
