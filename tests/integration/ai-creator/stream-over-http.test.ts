// The creator's stream as a real client sees it over HTTP (issue 20): the response headers and a first comment arrive
// while the model is still silent (item 20), and a client that disconnects pays for the draft that reached it, but
// not for a stream that had delivered nothing yet (item 8).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { chunkReader, serveRoutes, type TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { draftEn } from "./drafts";
import { startCreatorHarness, type CreatorApi } from "./harness";

let fake: FakeOpenAI;
let api: CreatorApi;
let served: TServedRoutes;

beforeAll(async () => {
  ({ fake, api } = await startCreatorHarness());
  served = await serveRoutes({ "/api/generateResumeByStream": api.streamRoute });
});
afterAll(async () => {
  await served.close();
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const START = 5_000;
const ESTIMATE = 1_500;

function openStream(user: { token: string }, processId: string, signal: AbortSignal) {
  const query = new URLSearchParams({ processId, aiProvider: "openai" });
  return fetch(`${served.origin}/api/generateResumeByStream?${query}`, {
    headers: { cookie: `x-cid=${user.token}` },
    signal,
  });
}

async function closedTask(processId: string) {
  return api.eventually(
    () => api.taskOf(processId),
    (task) => task.status === "FAILED",
    10_000,
  );
}

describe("the creator's stream over HTTP", () => {
  it("headers and a first comment arrive while the model still holds its answer", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, delayMs: 120_000 });
    const user = await api.seedCreatorUser(START);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const asked = fake.waitForRequest();
    const client = new AbortController();
    const response = await openStream(user, processId, client.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(await chunkReader(response).next()).toBe(": open\n\n");
    expect(fake.chunks).toHaveLength(0);
    await asked;
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;
    expect(await closedTask(processId)).toMatchObject({ error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(START);
  });

  it("a client that leaves after a draft reached it pays for what the model used until then", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "stall", text: JSON.stringify(draftEn), chunks: 10 });
    const user = await api.seedCreatorUser(START);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const client = new AbortController();
    const response = await openStream(user, processId, client.signal);
    expect(response.status).toBe(200);
    // A draft the model has written something into (the first partials can still be empty).
    await chunkReader(response).until(/^data: \{"draft":\{"title":"Data/m);
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;

    const task = await closedTask(processId);
    expect(task).toMatchObject({ error: "AI_CANCELLED", reservedTokens: ESTIMATE });
    expect(task.usedTokens).toBeGreaterThan(0);
    expect(task.usedTokens).toBeLessThanOrEqual(ESTIMATE);
    const balance = await api.balanceOf(user.id);
    expect(balance).toBe(START - task.usedTokens!);
    expect(await api.ledgerSum(user.id)).toBe(balance);
    const rows = await api.rowsOf(user.id);
    expect(rows.map((r) => [r.type, r.operation, r.reference])).toEqual([
      ["INITIAL", "ADD", user.id],
      ["AI_GENERATE", "SUBTRACT", processId],
      ...(task.usedTokens! < ESTIMATE ? [["REFUND", "ADD", processId]] : []),
    ]);
    expect(rows.at(-1)!.balanceAfter).toBe(balance);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a client that leaves before any draft reached it gets the whole reservation back", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, delayMs: 120_000 });
    const user = await api.seedCreatorUser(START);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const asked = fake.waitForRequest();
    const client = new AbortController();
    const response = await openStream(user, processId, client.signal);
    expect(response.status).toBe(200);
    await asked;
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;

    const task = await closedTask(processId);
    expect(task).toMatchObject({ error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(START);
    expect(await api.ledgerSum(user.id)).toBe(START);
    expect((await api.rowsOf(user.id)).map((r) => r.type)).toEqual(["INITIAL", "AI_GENERATE", "REFUND"]);
  });
});
