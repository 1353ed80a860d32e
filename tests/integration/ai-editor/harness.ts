// Starts the fake model, points this test file's environment at it, then loads the routes (lib/server/env.ts reads
// process.env once: the app modules are imported here, after the environment is set, never at the top of a test).
import { startFakeOpenAIServer, type FakeOpenAI } from "@/tests/fakes/openai-server";

export type EditorAiApi = typeof import("./editor-api");

export async function startEditorAiHarness({ ai = true }: { ai?: boolean } = {}): Promise<{
  fake: FakeOpenAI;
  api: EditorAiApi;
}> {
  const fake = await startFakeOpenAIServer();
  if (ai) {
    process.env.AI_BASE_URL = fake.url;
    process.env.AI_MODEL = "fake-model-1";
    process.env.AI_API_KEY = "test-key";
  } else {
    delete process.env.AI_BASE_URL;
    delete process.env.AI_MODEL;
  }
  const api = await import("./editor-api");
  return { fake, api };
}
