// A server without a model (issue 26 item 3): "Write with AI" answers AI_DISABLED (403), never a 5xx, with no task,
// token or letter; the template letter and saving work as they do with AI on.
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startEditorAiHarness, type EditorAiApi } from "@/tests/integration/ai-editor/harness";

type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;
let fake: FakeOpenAI;
let api: EditorAiApi;
let letterApi: typeof import("./cover-letter-api");
let generateRoute: Route;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness({ ai: false }));
  letterApi = await import("./cover-letter-api");
  ({ POST: generateRoute } = await import("@/app/api/applications/[id]/cover-letter/generate/route"));
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});

it("refuses Write with AI as AI_DISABLED and still writes the template letter and saves it", async () => {
  const user = await api.seedCreatorUser(5_000);
  const resume = await api.seedResume(user.id);
  const job = await api.db.job.create({ data: { userId: user.id, company: "Acme Corp", role: "Frontend Engineer" } });
  const app = await api.db.application.create({ data: { userId: user.id, jobId: job.id, resumeId: resume.id } });
  const response = await generateRoute(
    new NextRequest(`http://localhost/api/applications/${app.id}/cover-letter/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `x-cid=${user.token}` },
      body: JSON.stringify({ version: 0 }),
    }),
    { params: Promise.resolve({ id: app.id }) },
  );
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    code: 500101,
    message: "AI is not set up on this server",
    key: "aiDisabled",
  });
  expect(await api.tasksOf(user.id)).toHaveLength(0);
  expect(await api.balanceOf(user.id)).toBe(5_000);
  expect(fake.requests).toHaveLength(0);

  const template = await letterApi.letterTemplate(user, app.id);
  expect(template.status).toBe(200);
  const { body, lang } = template.body.data as { body: string; lang: "en" };
  expect(body).toMatch(/^Dear Hiring Manager at Acme Corp,/);
  const saved = await letterApi.saveLetter(user, app.id, { body, lang, version: 0, fromTemplate: true });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ version: 1, source: "template" });
});
