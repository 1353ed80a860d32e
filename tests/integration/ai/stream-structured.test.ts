// streamStructured against the fake model's SSE stream: partial objects arrive in order as the JSON grows, the
// final object is validated (one repair), and a caller that leaves aborts the upstream request within seconds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import type { DeepPartial } from "ai";
import { AppError } from "@/lib/server/api/app-error";
import { generateResumePrompt } from "@/lib/server/ai/prompts/generate-resume";
import { streamStructured } from "@/lib/server/ai/stream-structured";
import { ZResumeDraft, type TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startFakeModel } from "./fake-model";

let fake: FakeOpenAI;
let model: Awaited<ReturnType<typeof startFakeModel>>["model"];

beforeAll(async () => {
  ({ fake, model } = await startFakeModel());
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const draft: TResumeDraft = {
  title: "Data Analyst",
  summary: "Analyst who turns data into decisions.",
  work: [
    {
      organization: "Globex",
      title: "Data Analyst",
      startDate: "2021-03",
      endDate: "present",
      city: "London",
      description: "Owned the weekly KPI report.\n- Automated 12 dashboards",
    },
    {
      organization: "Initech",
      title: "Junior Analyst",
      startDate: "2019-01",
      endDate: "2021-02",
      city: "London",
      description: "- Cleaned sales data",
    },
  ],
  education: [
    {
      organization: "UCL",
      title: "M.Sc. Statistics",
      startDate: "2017-09",
      endDate: "2018-09",
      city: "London",
      description: "",
    },
  ],
  projects: [
    {
      organization: "Churn model",
      title: "Lead",
      startDate: "2022-01",
      endDate: "2022-06",
      city: "",
      description: "Predicted churn with 85% precision.",
    },
  ],
  skills: [
    { name: "SQL", level: "Expert" },
    { name: "Python", level: "Advanced" },
  ],
};

const prompt = generateResumePrompt(
  { jobTitle: "Data Analyst", workExperience: [], educationExperience: [] },
  { language: "en" },
);

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("streamStructured", () => {
  it("reports growing partial objects in order, then the validated object and the usage", async () => {
    fake.script({
      kind: "json",
      content: draft,
      chunks: 20,
      chunkDelayMs: 5,
      usage: { prompt_tokens: 900, completion_tokens: 400 },
    });
    const partials: DeepPartial<TResumeDraft>[] = [];
    const result = await streamStructured({
      task: "generate-resume",
      maxOutputTokens: 1_000,
      schema: ZResumeDraft,
      prompt,
      model: model(),
      onPartial: (p) => void partials.push(p),
    });
    expect(result.output).toEqual(draft);
    expect(result.usage).toEqual({ inputTokens: 900, outputTokens: 400, totalTokens: 1300, reported: true });
    expect(partials.length).toBeGreaterThan(5);
    // Each partial is a prefix of the final answer: its JSON grows, never shrinks.
    const sizes = partials.map((p) => JSON.stringify(p).length);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(partials.at(-1)).toEqual(draft);
    const body = fake.requests[0]!.body;
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
  });

  it("repairs a malformed streamed answer with a second stream (its partials numbered 2)", async () => {
    fake.script({ kind: "text", text: '{"title": "Data Analyst", "summary": ' }, { kind: "json", content: draft });
    const attempts = new Set<number>();
    const result = await streamStructured({
      task: "generate-resume",
      maxOutputTokens: 1_000,
      schema: ZResumeDraft,
      prompt,
      model: model(),
      onPartial: (_, attempt) => void attempts.add(attempt),
    });
    expect(result.output).toEqual(draft);
    expect(result.attempts).toBe(2);
    expect([...attempts]).toEqual([1, 2]);
    expect(fake.requests[1]!.body.messages?.at(-2)).toMatchObject({ role: "assistant" });
  });

  it("fails with AI_INVALID_OUTPUT when the repaired answer is bad too", async () => {
    fake.script({ kind: "json", content: { title: "x" } }, { kind: "text", text: "I cannot produce JSON." });
    expect(
      (
        await failure(
          streamStructured({
            task: "generate-resume",
            schema: ZResumeDraft,
            prompt,
            model: model(),
            maxOutputTokens: 1_000,
          }),
        )
      ).key,
    ).toBe("AI_INVALID_OUTPUT");
  });

  it("ends a streamed refusal with AI_REFUSED and no repair", async () => {
    fake.script({ kind: "refusal" });
    expect(
      (
        await failure(
          streamStructured({
            task: "generate-resume",
            schema: ZResumeDraft,
            prompt,
            model: model(),
            maxOutputTokens: 1_000,
          }),
        )
      ).key,
    ).toBe("AI_REFUSED");
    expect(fake.requests).toHaveLength(1);
  });

  it("maps an upstream 429 on the stream request to AI_RATE_LIMITED", async () => {
    fake.script({ kind: "error", status: 429 });
    expect(
      (
        await failure(
          streamStructured({
            task: "generate-resume",
            schema: ZResumeDraft,
            prompt,
            model: model(),
            maxOutputTokens: 1_000,
            maxRetries: 0,
          }),
        )
      ).key,
    ).toBe("AI_RATE_LIMITED");
  });

  it("aborts a stalled stream when the caller leaves: the fake sees the abort within seconds", async () => {
    fake.script({ kind: "stall", text: JSON.stringify(draft), chunks: 10 });
    const controller = new AbortController();
    const aborted = fake.waitForAbort();
    let partials = 0;
    let abortedAt = 0;
    const run = streamStructured({
      task: "generate-resume",
      maxOutputTokens: 1_000,
      schema: ZResumeDraft,
      prompt,
      model: model(),
      signal: controller.signal,
      onPartial: () => {
        partials += 1;
        if (partials === 1) setTimeout(() => ((abortedAt = Date.now()), controller.abort()), 200);
      },
    });
    const error = await failure(run);
    expect(error.key).toBe("AI_CANCELLED");
    const record = await aborted;
    expect(partials).toBeGreaterThan(0);
    // The stalled stream would run until the default timeout (120 s): seconds, with room for a loaded machine.
    expect(record.at - abortedAt).toBeLessThan(4_000);
  });

  it("ends the upstream request when the consumer of the partials fails, and passes its error on", async () => {
    fake.script({ kind: "stall", text: JSON.stringify(draft), chunks: 10 });
    const aborted = fake.waitForAbort();
    const started = Date.now();
    const error = await failure(
      streamStructured({
        task: "generate-resume",
        maxOutputTokens: 1_000,
        schema: ZResumeDraft,
        prompt,
        model: model(),
        onPartial: () => Promise.reject(new AppError("RATE_LIMITED")),
      }),
    );
    expect(error.key).toBe("RATE_LIMITED");
    expect((await aborted).at - started).toBeLessThan(4_000);
  });

  it("times out a stalled stream with AI_TIMEOUT", async () => {
    fake.script({ kind: "stall", text: JSON.stringify(draft) });
    const aborted = fake.waitForAbort();
    const error = await failure(
      streamStructured({
        task: "generate-resume",
        schema: ZResumeDraft,
        prompt,
        model: model(),
        maxOutputTokens: 1_000,
        timeoutMs: 400,
      }),
    );
    expect(error.key).toBe("AI_TIMEOUT");
    expect((await aborted).afterMs).toBeLessThan(4_000);
  });

  it("waits out a fixed first-token delay (the benchmark's setting)", async () => {
    fake.setFirstTokenDelay(300);
    fake.script({ kind: "json", content: draft });
    const started = Date.now();
    let first = 0;
    await streamStructured({
      task: "generate-resume",
      maxOutputTokens: 1_000,
      schema: ZResumeDraft,
      prompt,
      model: model(),
      onPartial: () => void (first ||= Date.now() - started),
    });
    expect(first).toBeGreaterThanOrEqual(290);
  });
});
