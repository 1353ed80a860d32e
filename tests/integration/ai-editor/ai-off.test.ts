// A server without a model: polish and translate answer AI_DISABLED (403), never a 5xx, and nothing is written.
import { afterAll, beforeAll, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: EditorAiApi;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness({ ai: false }));
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});

const disabled = { code: 500101, message: "AI is not set up on this server", key: "aiDisabled" };

it("answers AI_DISABLED on polish and translate", async () => {
  const user = await api.seedCreatorUser(5_000);
  const resume = await api.seedResume(user.id);
  const texts = [{ path: api.descriptionPath("sample-empolyment", 0), text: "Did things" }];
  const polished = await api.polish(user, { resumeId: resume.id, texts });
  expect(polished.status).toBe(403);
  expect(await polished.json()).toEqual(disabled);
  const translated = await api.translate(user, { resumeId: resume.id, lang: "ja" });
  expect(translated.status).toBe(403);
  expect(await translated.json()).toEqual(disabled);
  expect(await api.tasksOf(user.id)).toHaveLength(0);
  expect(await api.balanceOf(user.id)).toBe(5_000);
  expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(1);
  expect(fake.requests).toHaveLength(0);
});

it("answers AI_DISABLED before the session or the input is read", async () => {
  const user = await api.seedCreatorUser(5_000);
  for (const response of [
    await api.polish(user, { texts: "not a list" }),
    await api.translate(user, { lang: "klingon" }),
    await api.polish(undefined, {}),
  ]) {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(disabled);
  }
});
