// The AI toggle: the model exists only when AI_BASE_URL and AI_MODEL are set. Each case loads the modules afresh,
// since the environment is read once per process.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { AppError } from "@/lib/server/api/app-error";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

async function loadWith(vars: Record<string, string>) {
  Object.assign(process.env, vars);
  let loaded: { ai: typeof import("@/lib/server/ai/ai-model"); env: typeof import("@/lib/server/env") } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { ai: await import("@/lib/server/ai/ai-model"), env: await import("@/lib/server/env") };
  });
  return loaded!;
}

describe("getAiModel", () => {
  it("answers AI_DISABLED when the model is not configured", async () => {
    const { ai, env } = await loadWith({ AI_BASE_URL: "", AI_MODEL: "" });
    expect(env.isAiEnabled()).toBe(false);
    expect(ai.aiConfigFromEnv()).toBeNull();
    let error: AppError | undefined;
    try {
      ai.getAiModel();
    } catch (e) {
      error = e as AppError;
    }
    expect(error).toMatchObject({ key: "AI_DISABLED", status: 403 });
  });

  it("builds the chat model from AI_BASE_URL, AI_API_KEY, AI_MODEL and AI_RESPONSE_FORMAT", async () => {
    const { ai, env } = await loadWith({
      AI_BASE_URL: "https://api.deepseek.com/v1",
      AI_API_KEY: "sk-test",
      AI_MODEL: "deepseek-chat",
      AI_RESPONSE_FORMAT: "json_object",
    });
    expect(env.isAiEnabled()).toBe(true);
    expect(ai.aiConfigFromEnv()).toEqual({
      baseURL: "https://api.deepseek.com/v1",
      apiKey: "sk-test",
      model: "deepseek-chat",
      responseFormat: "json_object",
    });
    expect(ai.getAiModel().modelId).toBe("deepseek-chat");
  });
});
