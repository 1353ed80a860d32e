// What a model call and an extraction job add to the scrape: the real AI SDK against the fake model server
// (tests/fakes/openai-server.ts), and a real .docx read in an extraction child process.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { AppError } from "@/lib/server/api/app-error";
import { generateStructured } from "@/lib/server/ai/generate-structured";
import { checkProfessionPrompt } from "@/lib/server/ai/prompts/check-profession";
import { getDb } from "@/lib/server/db";
import { runExtractWorker } from "@/lib/server/extract/run-extract-worker";
import { metrics } from "@/lib/server/metrics/registry";
import { ZProfessionCheck } from "@/lib/shared/validations/ai/profession-check";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startFakeModel } from "@/tests/integration/ai/fake-model";
import { docxResume } from "@/tests/integration/upload-parse/fixture-files";
import { seriesValue } from "./serve-app-routes";

let fake: FakeOpenAI;
let model: Awaited<ReturnType<typeof startFakeModel>>["model"];
beforeAll(async () => {
  ({ fake, model } = await startFakeModel());
});
afterAll(async () => {
  await fake.close();
  // Each scrape read the orders by status.
  await getDb().$disconnect();
});

// The registry's own text, as /metrics answers it (the endpoint itself: metrics-token.test.ts).
const scrape = () => metrics().registry.metrics();

const check = () =>
  generateStructured({
    task: "check-profession",
    maxOutputTokens: 1_000,
    schema: ZProfessionCheck,
    prompt: checkProfessionPrompt({ keyword: "nurse" }, { language: "en" }),
    model: model(),
    maxRetries: 0,
  });

describe("AI call metrics", () => {
  it("counts a call, its tokens and its time by task", async () => {
    fake.script({
      kind: "json",
      content: { isJobTitle: true, normalizedTitle: "Nurse" },
      usage: { prompt_tokens: 120, completion_tokens: 15 },
    });
    await check();
    const text = await scrape();
    expect(seriesValue(text, 'resumecraft_ai_calls_total{task="check-profession",outcome="ok"}')).toBe(1);
    expect(seriesValue(text, 'resumecraft_ai_tokens_total{task="check-profession",direction="input"}')).toBe(120);
    expect(seriesValue(text, 'resumecraft_ai_tokens_total{task="check-profession",direction="output"}')).toBe(15);
    expect(seriesValue(text, 'resumecraft_ai_call_duration_seconds_count{task="check-profession",result="ok"}')).toBe(
      1,
    );
  });

  it("counts a failed call under its error key", async () => {
    fake.reset();
    fake.script({ kind: "error", status: 500 });
    const error = await check().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    const text = await scrape();
    const outcome = (error as AppError).key;
    expect(seriesValue(text, `resumecraft_ai_calls_total{task="check-profession",outcome="${outcome}"}`)).toBe(1);
    expect(
      seriesValue(text, 'resumecraft_ai_call_duration_seconds_count{task="check-profession",result="error"}'),
    ).toBe(1);
  });
});

describe("extraction metrics", () => {
  it("counts a job by kind and outcome and leaves the queue empty after it", async () => {
    await runExtractWorker("docx", await docxResume("en"));
    const text = await scrape();
    expect(seriesValue(text, 'resumecraft_extract_jobs_total{kind="docx",outcome="ok"}')).toBe(1);
    expect(seriesValue(text, 'resumecraft_extract_job_duration_seconds_count{kind="docx"}')).toBe(1);
    expect(seriesValue(text, 'resumecraft_extract_queue_jobs{state="running"}')).toBe(0);
    expect(seriesValue(text, 'resumecraft_extract_queue_jobs{state="waiting"}')).toBe(0);
  });
});
