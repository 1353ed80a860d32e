// Polish (issue 15 item 1): suggestions for an entry and for a section stream as `message` events {path, original,
// suggestion}, the task is charged on the usage the model reported, a client that leaves is refunded, and another
// user's resume is a 404 (the same answer as an unknown id).
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: EditorAiApi;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Polish these resume texts.";
type Suggestion = { path: string; original: string; suggestion: string };

describe("polish", () => {
  it("an entry: one suggestion, charged on the reported usage", async () => {
    const user = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(user.id);
    const path = api.descriptionPath("sample-empolyment", 0);
    const text = "- worked on the checkout, made it 30% faster";
    fake.when(MARKER, {
      kind: "json",
      content: { suggestions: [{ path, suggestion: "- Cut checkout latency by 30%" }] },
      usage: { prompt_tokens: 300, completion_tokens: 120, total_tokens: 420 },
    });
    const events = await api.eventsOf(await api.polish(user, { resumeId: resume.id, texts: [{ path, text }] }));
    expect(events.map((e) => e.event)).toEqual(["message", "finish"]);
    expect(jsonOf<Suggestion>(events[0]!)).toEqual({
      path,
      original: text,
      suggestion: "- Cut checkout latency by 30%",
    });
    expect(jsonOf(lastEvent(events))).toEqual({ count: 1, usedTokens: 420 });
    expect(await api.balanceOf(user.id)).toBe(5_000 - 420);
    expect(await api.ledgerSum(user.id)).toBe(5_000 - 420);
    const rows = await api.rowsOf(user.id);
    expect(rows.map((r) => r.type)).toEqual(["INITIAL", "AI_OPTIMIZE", "REFUND"]);
    const [task] = await api.tasksOf(user.id);
    expect(task).toMatchObject({ kind: "OPTIMIZE", status: "SUCCEEDED", usedTokens: 420 });
    // The user's text goes to the model as data, with the rules in the system prompt.
    const request = fake.requests.at(-1)!;
    expect(fake.lastUserText(request)).toContain(JSON.stringify(text));
    expect(JSON.stringify(request.body.messages)).toContain("Never invent facts");
    // The resume itself is not touched: suggestions are only offered.
    expect((await api.db.resume.findUniqueOrThrow({ where: { id: resume.id } })).updatedAt).toEqual(resume.updatedAt);
  });

  it("a section: each suggestion once, in order; unknown paths and unchanged texts are dropped", async () => {
    const user = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    expect(texts.length).toBeGreaterThanOrEqual(2);
    fake.when(MARKER, {
      kind: "json",
      chunks: 20,
      content: {
        suggestions: [
          { path: texts[0]!.path, suggestion: "Led the checkout rewrite." },
          { path: "sections.other.data.0.description", suggestion: "invented" },
          { path: texts[1]!.path, suggestion: texts[1]!.text },
          { path: texts[1]!.path, suggestion: "Built the payments API." },
        ],
      },
    });
    const events = await api.eventsOf(await api.polish(user, { resumeId: resume.id, texts }));
    const suggestions = events.filter((e) => e.event === "message").map((e) => jsonOf<Suggestion>(e));
    expect(suggestions).toEqual([
      { path: texts[0]!.path, original: texts[0]!.text, suggestion: "Led the checkout rewrite." },
      { path: texts[1]!.path, original: texts[1]!.text, suggestion: "Built the payments API." },
    ]);
    expect(jsonOf<{ count: number }>(lastEvent(events)).count).toBe(2);
  });

  it("with a job description: the description reaches the model as data", async () => {
    const user = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    fake.when(MARKER, { kind: "json", content: { suggestions: [] } });
    const events = await api.eventsOf(
      await api.polish(user, { resumeId: resume.id, texts, jobDescription: "We need Kubernetes and Go." }),
    );
    expect(lastEvent(events).event).toBe("finish");
    expect(fake.lastUserText(fake.requests.at(-1)!)).toContain('"jobDescription": "We need Kubernetes and Go."');
  });

  it("a client that leaves before a suggestion was complete: the model request aborted, the reservation refunded", async () => {
    const user = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    // One suggestion, cut in half by the stall: nothing reaches the client, so leaving costs nothing (issue 20 item 8;
    // leaving after a suggestion arrived is charged: polish-over-http.test.ts).
    const answer = { suggestions: [{ path: texts[0]!.path, suggestion: `${texts[0]!.text} (better)` }] };
    fake.when(MARKER, { kind: "stall", text: JSON.stringify(answer), chunks: 10 });
    const controller = new AbortController();
    const response = await api.polish(user, { resumeId: resume.id, texts }, controller.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await api.eventually(
      () => api.balanceOf(user.id),
      (b) => b < 5_000,
    );
    const upstreamAborted = fake.waitForAbort();
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await upstreamAborted;
    const [task] = await api.eventually(
      () => api.tasksOf(user.id),
      (tasks) => tasks[0]?.status === "FAILED",
    );
    expect(task).toMatchObject({ status: "FAILED", error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect((await api.rowsOf(user.id)).at(-1)).toMatchObject({ type: "REFUND", reference: task!.id });
  });

  it("a model failure: error event, nothing charged", async () => {
    const user = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(user.id);
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    fake.script({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    const events = await api.eventsOf(await api.polish(user, { resumeId: resume.id, texts }));
    expect(events).toEqual([{ event: "error", data: expect.stringContaining('"code":500105') }]);
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(await api.ledgerSum(user.id)).toBe(5_000);
  });

  it("another user's resume and an unknown id: the same 404, the model never asked", async () => {
    const owner = await api.seedCreatorUser(5_000);
    const other = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(owner.id);
    const texts = [{ path: api.descriptionPath("sample-empolyment", 0), text: "Did things" }];
    const theirs = await api.polish(other, { resumeId: resume.id, texts });
    const unknown = await api.polish(other, { resumeId: "nope", texts });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await unknown.json());
    expect(fake.requests).toHaveLength(0);
    expect(await api.balanceOf(other.id)).toBe(5_000);
  });

  it("refuses before the stream: no session 401, a bad path 400, too few tokens 402", async () => {
    const user = await api.seedCreatorUser(100);
    const resume = await api.seedResume(user.id);
    const texts = [{ path: api.descriptionPath("sample-empolyment", 0), text: "Did things" }];
    expect((await api.polish(undefined, { resumeId: resume.id, texts })).status).toBe(401);
    const bad = await api.polish(user, { resumeId: resume.id, texts: [{ path: "basicInfo.name", text: "x" }] });
    expect(bad.status).toBe(400);
    const poor = await api.polish(user, { resumeId: resume.id, texts });
    expect(poor.status).toBe(402);
    expect(await poor.json()).toMatchObject({ code: 500001 });
    expect(fake.requests).toHaveLength(0);
  });
});
