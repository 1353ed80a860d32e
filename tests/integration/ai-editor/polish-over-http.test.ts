// The polish stream as a real client sees it over HTTP (issue 20): the response headers and a first comment arrive
// while the model is still silent (item 20), and a client that disconnects pays for output that reached it, but not
// for a stream that had delivered nothing yet (item 8).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { chunkReader, serveRoutes, type TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

let fake: FakeOpenAI;
let api: EditorAiApi;
let served: TServedRoutes;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
  served = await serveRoutes({ "/api/ai/polish": api.polishRoute });
});
afterAll(async () => {
  await served.close();
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Polish these resume texts.";
const START = 5_000;

function openPolish(user: { token: string }, body: unknown, signal: AbortSignal) {
  return fetch(`${served.origin}/api/ai/polish`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `x-cid=${user.token}` },
    body: JSON.stringify(body),
    signal,
  });
}

/** The task once the server has closed it after the client left. */
async function closedTask(userId: string) {
  const [task] = await api.eventually(
    () => api.tasksOf(userId),
    (tasks) => tasks[0]?.status === "FAILED",
    10_000,
  );
  return task!;
}

describe("polish over HTTP", () => {
  it("headers and a first comment arrive while the model still holds its answer", async () => {
    const user = await api.seedCreatorUser(START);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    // Held far beyond any heartbeat: only the client's leaving ends it.
    fake.when(MARKER, { kind: "json", content: { suggestions: [] }, delayMs: 120_000 });
    const asked = fake.waitForRequest();
    const client = new AbortController();
    const response = await openPolish(user, { resumeId: resume.id, texts }, client.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    // The first bytes are the opening comment, not a heartbeat that took its interval to come.
    expect(await chunkReader(response).next()).toBe(": open\n\n");
    expect(fake.chunks).toHaveLength(0);
    await asked;
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;
    expect(await closedTask(user.id)).toMatchObject({ error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(START);
  });

  it("a client that leaves after a suggestion reached it pays for what the model used until then", async () => {
    const user = await api.seedCreatorUser(START);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    expect(texts.length).toBeGreaterThanOrEqual(2);
    // A short first suggestion and a long second one: the half of the answer the model sends before it stalls holds
    // the first complete (so it is sent) and the second begun.
    const answer = {
      suggestions: [
        { path: texts[0]!.path, suggestion: "Led the checkout rewrite." },
        { path: texts[1]!.path, suggestion: `Built the payments API. ${"More detail. ".repeat(60)}` },
      ],
    };
    fake.when(MARKER, { kind: "stall", text: JSON.stringify(answer), chunks: 10 });
    const client = new AbortController();
    const response = await openPolish(user, { resumeId: resume.id, texts }, client.signal);
    expect(response.status).toBe(200);
    const received = await chunkReader(response).until("message");
    expect(received).toContain("Led the checkout rewrite.");
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;

    const task = await closedTask(user.id);
    expect(task).toMatchObject({ error: "AI_CANCELLED" });
    const reserved = task.reservedTokens;
    expect(task.usedTokens).toBeGreaterThan(0);
    expect(task.usedTokens).toBeLessThanOrEqual(reserved);
    const balance = await api.balanceOf(user.id);
    expect(balance).toBe(START - task.usedTokens!);
    expect(await api.ledgerSum(user.id)).toBe(balance);
    const rows = await api.rowsOf(user.id);
    expect(rows.map((r) => [r.type, r.operation, r.reference])).toEqual([
      ["INITIAL", "ADD", user.id],
      ["AI_OPTIMIZE", "SUBTRACT", task.id],
      ...(task.usedTokens! < reserved ? [["REFUND", "ADD", task.id]] : []),
    ]);
    expect(rows.at(-1)!.balanceAfter).toBe(balance);
  });

  it("a client that leaves before any suggestion reached it gets the whole reservation back", async () => {
    const user = await api.seedCreatorUser(START);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    // One suggestion, cut in half by the stall: never complete, so never sent.
    const answer = { suggestions: [{ path: texts[0]!.path, suggestion: `Led the rewrite. ${"Detail. ".repeat(40)}` }] };
    fake.when(MARKER, { kind: "stall", text: JSON.stringify(answer), chunks: 10 });
    const asked = fake.waitForRequest();
    const client = new AbortController();
    const response = await openPolish(user, { resumeId: resume.id, texts }, client.signal);
    expect(response.status).toBe(200);
    await asked;
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;

    const task = await closedTask(user.id);
    expect(task).toMatchObject({ error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(START);
    expect(await api.ledgerSum(user.id)).toBe(START);
    expect((await api.rowsOf(user.id)).map((r) => r.type)).toEqual(["INITIAL", "AI_OPTIMIZE", "REFUND"]);
  });
});
