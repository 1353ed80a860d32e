// Shared by the AI suites: the fake model server and our real model code pointed at it.
import { createAiModel, type TAiConfig, type TAiModel } from "@/lib/server/ai/ai-model";
import { startFakeOpenAIServer, type FakeOpenAI } from "@/tests/fakes/openai-server";

export async function startFakeModel(
  config: Partial<TAiConfig> = {},
): Promise<{ fake: FakeOpenAI; model: (overrides?: Partial<TAiConfig>) => TAiModel }> {
  const fake = await startFakeOpenAIServer();
  const model = (overrides: Partial<TAiConfig> = {}) =>
    createAiModel({
      baseURL: fake.url,
      apiKey: "test-key",
      model: "fake-model-1",
      responseFormat: "json_schema",
      ...config,
      ...overrides,
    });
  return { fake, model };
}
