import "server-only";
// The model every AI task calls: the chat-completions endpoint at AI_BASE_URL, the one API that OpenAI, DeepSeek,
// Qwen (DashScope compatible mode), Ollama and vLLM all speak (the Responses API is OpenAI's own).
import { createOpenAI } from "@ai-sdk/openai";
import { wrapLanguageModel, type LanguageModel } from "ai";
import { AppError } from "@/lib/server/api/app-error";
import { env, type TEnv } from "@/lib/server/env";

export type TAiConfig = {
  baseURL: string;
  apiKey?: string;
  model: string;
  responseFormat: TEnv["AI_RESPONSE_FORMAT"];
};

export type TAiModel = { model: LanguageModel; modelId: string };

/** The configuration from the environment; null when AI is off (no AI_BASE_URL or AI_MODEL). */
export function aiConfigFromEnv(): TAiConfig | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_RESPONSE_FORMAT } = env();
  if (!AI_BASE_URL || !AI_MODEL) return null;
  return { baseURL: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL, responseFormat: AI_RESPONSE_FORMAT };
}

export function createAiModel(config: TAiConfig): TAiModel {
  // Local servers (Ollama, vLLM) take no key, but the provider falls back to OPENAI_API_KEY when none is given.
  const chat = createOpenAI({ baseURL: config.baseURL, apiKey: config.apiKey ?? "none" }).chat(config.model);
  if (config.responseFormat === "json_schema") return { model: chat, modelId: config.model };
  // json_object mode: the schema is dropped from the request (DeepSeek refuses json_schema with a 400) but still
  // checks the answer on our side; the prompt describes the shape.
  const model = wrapLanguageModel({
    model: chat,
    middleware: {
      specificationVersion: "v4",
      transformParams: async ({ params }) =>
        params.responseFormat?.type === "json" ? { ...params, responseFormat: { type: "json" } } : params,
    },
  });
  return { model, modelId: config.model };
}

let cached: TAiModel | undefined;

/** The configured model; AppError AI_DISABLED when AI is not set up on this server. */
export function getAiModel(): TAiModel {
  if (cached) return cached;
  const config = aiConfigFromEnv();
  if (!config) throw new AppError("AI_DISABLED");
  cached = createAiModel(config);
  return cached;
}
