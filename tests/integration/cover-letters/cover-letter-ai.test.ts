// "Write with AI" for a cover letter (issue 26 item 3) over real HTTP against the fake model (tests/fakes), charged
// like the polish: the estimate is reserved, settled on the reported usage, with ledger rows for each movement; a
// model failure or an unusable answer refunds everything and saves nothing; a client that leaves after text reached it
// pays what the model used, one that leaves before gets it all back; a stale version is 409 and another user's
// application 404 before any task or token. The prompt holds the no-invention rule and the call its output bound.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import type { NextRequest } from "next/server";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { chunkReader, serveRoutes, type TRoute, type TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { jsonOf, readEvents } from "@/tests/integration/ai-creator/sse-events";
import { startEditorAiHarness, type EditorAiApi } from "@/tests/integration/ai-editor/harness";

let fake: FakeOpenAI;
let api: EditorAiApi;
let served: TServedRoutes;
const routes: Record<string, TRoute> = {};
let generateRoute: (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
  ({ POST: generateRoute } = await import("@/app/api/applications/[id]/cover-letter/generate/route"));
  served = await serveRoutes(routes);
});
afterAll(async () => {
  await served.close();
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Write a cover letter for this job.";
const START = 20_000;
const LETTER =
  "Dear Hiring Manager,\n\nI have led the checkout platform at Northwind Commerce.\n\nSincerely,\nEmily Carter";

/** A user with tokens, a resume and an application using it; the route served at the application's path. */
async function setup(tokens = START) {
  const user = await api.seedCreatorUser(tokens);
  const resume = await api.seedResume(user.id);
  const job = await api.db.job.create({
    data: { userId: user.id, company: "Acme Corp", role: "Frontend Engineer", description: "React and TypeScript." },
  });
  const app = await api.db.application.create({ data: { userId: user.id, jobId: job.id, resumeId: resume.id } });
  const path = `/api/applications/${app.id}/cover-letter/generate`;
  routes[path] = (req) => generateRoute(req, { params: Promise.resolve({ id: app.id }) });
  return { user, app, path };
}

function open(user: { token: string }, path: string, body: unknown, signal?: AbortSignal) {
  return fetch(`${served.origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `x-cid=${user.token}` },
    body: JSON.stringify(body),
    signal,
  });
}

const lettersOf = (applicationId: string) =>
  api.db.coverLetter.findMany({ where: { applicationId }, orderBy: { version: "asc" } });

describe("write with AI", () => {
  it("streams the letter, saves it as the newest version and charges the reported usage in the ledger", async () => {
    const { user, app, path } = await setup();
    await api.db.coverLetter.create({
      data: { userId: user.id, applicationId: app.id, body: "Mine", lang: "en", version: 1, source: "EDIT" },
    });
    fake.when(MARKER, { kind: "json", content: { body: LETTER }, chunks: 6 });
    const response = await open(user, path, { version: 1 });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.filter((e) => e.event === "message").length).toBeGreaterThanOrEqual(1);
    const finish = events.at(-1)!;
    expect(finish.event).toBe("finish");
    const { letter, usedTokens } = jsonOf<{
      letter: { version: number; body: string; source: string };
      usedTokens: number;
    }>(finish);
    expect(letter).toMatchObject({ version: 2, body: LETTER, source: "ai" });
    expect((await lettersOf(app.id)).map((l) => [l.version, l.source])).toEqual([
      [1, "EDIT"],
      [2, "AI"],
    ]);

    const [task] = await api.tasksOf(user.id);
    expect(task).toMatchObject({ kind: "COVER_LETTER", status: "SUCCEEDED", usedTokens });
    expect(usedTokens).toBeGreaterThan(0);
    expect(await api.balanceOf(user.id)).toBe(START - usedTokens);
    expect(await api.ledgerSum(user.id)).toBe(START - usedTokens);
    const rows = await api.rowsOf(user.id);
    expect(rows.map((r) => [r.type, r.operation, r.reference])).toEqual([
      ["INITIAL", "ADD", user.id],
      ["AI_COVER_LETTER", "SUBTRACT", task!.id],
      ["REFUND", "ADD", task!.id],
    ]);
    expect(task!.reservedTokens).toBeGreaterThan(usedTokens);

    // What the model was asked: the job and the resume's facts as data, the rule against invention, a bounded answer.
    const [request] = fake.requests;
    const system = String(request!.body.messages?.find((m) => m.role === "system")?.content);
    expect(system).toContain("never invent employers");
    expect(fake.lastUserText(request!)).toContain("Northwind Commerce");
    expect(fake.lastUserText(request!)).toContain("React and TypeScript.");
    expect(request!.body.max_tokens ?? request!.body.max_completion_tokens).toBe(2_000);
  });

  it("refunds everything and saves nothing when the model fails", async () => {
    const { user, app, path } = await setup();
    fake.when(MARKER, { kind: "error", status: 500, message: "upstream broke" });
    const events = await readEvents(await open(user, path, { version: 0 }));
    expect(events.at(-1)).toMatchObject({ event: "error" });
    expect(jsonOf<{ key: string }>(events.at(-1)!).key).toBe("aiUpstreamFailed");
    expect(await lettersOf(app.id)).toEqual([]);
    expect(await api.balanceOf(user.id)).toBe(START);
    expect((await api.rowsOf(user.id)).map((r) => r.type)).toEqual(["INITIAL", "AI_COVER_LETTER", "REFUND"]);
    expect((await api.tasksOf(user.id))[0]).toMatchObject({ status: "FAILED", usedTokens: 0 });
  });

  it("refuses an empty letter from the model as invalid output, refunded", async () => {
    const { user, app, path } = await setup();
    fake.when(MARKER, { kind: "json", content: { body: "  \n " } });
    const events = await readEvents(await open(user, path, { version: 0 }));
    expect(jsonOf<{ key: string }>(events.at(-1)!).key).toBe("aiInvalidOutput");
    expect(await lettersOf(app.id)).toEqual([]);
    expect(await api.balanceOf(user.id)).toBe(START);
  });

  it("charges a client that leaves after text reached it what the model used, and saves nothing", async () => {
    const { user, app, path } = await setup();
    const long = `${LETTER} ${"More about the work. ".repeat(80)}`;
    fake.when(MARKER, { kind: "stall", text: JSON.stringify({ body: long }), chunks: 6 });
    const client = new AbortController();
    const response = await open(user, path, { version: 0 }, client.signal);
    expect(response.status).toBe(200);
    expect(await chunkReader(response).until("message")).toContain("Dear Hiring Manager");
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;
    const [task] = await api.eventually(
      () => api.tasksOf(user.id),
      (tasks) => tasks[0]?.status === "FAILED",
      10_000,
    );
    expect(task).toMatchObject({ error: "AI_CANCELLED" });
    expect(task!.usedTokens).toBeGreaterThan(0);
    expect(await api.balanceOf(user.id)).toBe(START - task!.usedTokens!);
    expect(await api.ledgerSum(user.id)).toBe(START - task!.usedTokens!);
    expect(await lettersOf(app.id)).toEqual([]);
  });

  it("gives everything back to a client that leaves before any text reached it", async () => {
    const { user, path } = await setup();
    fake.when(MARKER, { kind: "json", content: { body: LETTER }, delayMs: 120_000 });
    const asked = fake.waitForRequest();
    const client = new AbortController();
    const response = await open(user, path, { version: 0 }, client.signal);
    expect(response.status).toBe(200);
    await asked;
    const upstreamAborted = fake.waitForAbort(10_000);
    client.abort();
    await upstreamAborted;
    const [task] = await api.eventually(
      () => api.tasksOf(user.id),
      (tasks) => tasks[0]?.status === "FAILED",
      10_000,
    );
    expect(task).toMatchObject({ error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(START);
  });

  it("answers a stale version 409 and another user's application 404, before any task or token", async () => {
    const { user, app, path } = await setup();
    await api.db.coverLetter.create({
      data: { userId: user.id, applicationId: app.id, body: "Mine", lang: "en", version: 1, source: "EDIT" },
    });
    const stale = await open(user, path, { version: 0 });
    expect(stale.status).toBe(409);
    const other = await api.seedCreatorUser(START);
    const foreign = await open(other, path, { version: 1 });
    expect(foreign.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect(await api.tasksOf(user.id)).toEqual([]);
    expect(await api.tasksOf(other.id)).toEqual([]);
    expect(await api.balanceOf(other.id)).toBe(START);
    expect((await lettersOf(app.id)).map((l) => l.body)).toEqual(["Mine"]);
  });

  it("refuses a user whose tokens cannot cover the estimate before the model runs", async () => {
    const { user, path } = await setup(100);
    const response = await open(user, path, { version: 0 });
    expect(response.status).toBe(402);
    expect(fake.requests).toHaveLength(0);
  });
});
