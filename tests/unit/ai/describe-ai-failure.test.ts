// A failed AI call's log line names the provider's error, never the prompt (the user's resume) or the response.
import { describe, expect, it } from "@jest/globals";
import { APICallError, RetryError } from "ai";
import { describeAiFailure } from "@/lib/server/ai/describe-ai-failure";

const apiError = () =>
  new APICallError({
    message: "The model failed",
    url: "http://127.0.0.1:9/v1/chat/completions",
    requestBodyValues: { messages: [{ role: "user", content: "Jane Doe, jane@example.com, +86 138 0000 1234" }] },
    statusCode: 500,
    responseBody: '{"error":{"message":"The model failed"}}',
    isRetryable: true,
  });

describe("describeAiFailure", () => {
  it("keeps the name, message and status of a provider error, not its request or response", () => {
    const failure = describeAiFailure(apiError());
    expect(failure).toEqual({ name: "AI_APICallError", message: "The model failed", statusCode: 500 });
    expect(JSON.stringify(failure)).not.toContain("jane@example.com");
  });

  it("describes a RetryError by its last attempt and counts the attempts", () => {
    const retry = new RetryError({
      message: "Failed after 2 attempts",
      reason: "maxRetriesExceeded",
      errors: [apiError(), apiError()],
    });
    const failure = describeAiFailure(retry);
    expect(failure).toEqual({ name: "AI_APICallError", message: "The model failed", statusCode: 500, attempts: 2 });
    expect(JSON.stringify(failure)).not.toContain("Jane Doe");
  });

  it("turns anything else into a short message", () => {
    expect(describeAiFailure("x".repeat(1_000)).message).toHaveLength(300);
    expect(describeAiFailure(new TypeError("fetch failed"))).toEqual({ name: "TypeError", message: "fetch failed" });
  });
});
