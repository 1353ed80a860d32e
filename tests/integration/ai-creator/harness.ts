// Starts the fake model, points this test file's environment at it, then loads the routes. lib/server/env.ts reads
// process.env once, at the first import of anything that logs, and the fake's port is known only once it listens:
// so the app modules are imported here, after the environment is set, never at the top of a test file.
import { startFakeOpenAIServer, type FakeOpenAI } from "@/tests/fakes/openai-server";

export type CreatorApi = typeof import("./creator-api");

export async function startCreatorHarness(
  extraEnv: Record<string, string> = {},
  { ai = true }: { ai?: boolean } = {},
): Promise<{ fake: FakeOpenAI; api: CreatorApi }> {
  const fake = await startFakeOpenAIServer();
  if (ai) {
    process.env.AI_BASE_URL = fake.url;
    process.env.AI_MODEL = "fake-model-1";
    process.env.AI_API_KEY = "test-key";
  } else {
    delete process.env.AI_BASE_URL;
    delete process.env.AI_MODEL;
  }
  Object.assign(process.env, extraEnv);
  const api = await import("./creator-api");
  return { fake, api };
}
