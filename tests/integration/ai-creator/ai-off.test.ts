// A server without a model (no AI_BASE_URL / AI_MODEL): both AI creator calls answer AI_DISABLED (403) with the
// message the creator shows, never a 5xx, and nothing is written (issue 13 item 2).
import { afterAll, beforeAll, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startCreatorHarness, type CreatorApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: CreatorApi;

beforeAll(async () => {
  ({ fake, api } = await startCreatorHarness({}, { ai: false }));
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});

const disabled = { code: 500101, message: "AI is not set up on this server", key: "aiDisabled" };

it("answers AI_DISABLED on the check and on the stream", async () => {
  const user = await api.seedCreatorUser(5_000);
  expect(await api.check(user, { keyword: "Data Analyst" })).toEqual({ status: 403, body: disabled });
  const task = await api.db.aiTask.create({ data: { userId: user.id, kind: "GENERATE", input: {} } });
  const response = await api.openStream(user, task.id);
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(disabled);
  expect(await api.taskOf(task.id)).toMatchObject({ status: "PENDING" });
  expect(await api.balanceOf(user.id)).toBe(5_000);
  expect(fake.requests).toHaveLength(0);
});

it("answers AI_DISABLED before it reads the input: an invalid body gets the same answer, not a 400", async () => {
  const user = await api.seedCreatorUser(5_000);
  expect(await api.check(user, { keyword: "" })).toEqual({ status: 403, body: disabled });
  const response = await api.openStream(user, "not-a-task-id");
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(disabled);
});
