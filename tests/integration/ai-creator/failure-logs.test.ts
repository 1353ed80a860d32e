// A failed non-streaming AI call (the creator's check) leaves log lines that name the failure, never the prompt with
// the user's words in it nor the provider's answer (issue 20 item 16): the route's 5xx warning printed the SDK error
// whole. The lines are read from the real pino output, as the server writes them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { pino } from "pino";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startCreatorHarness, type CreatorApi } from "./harness";

let fake: FakeOpenAI;
let api: CreatorApi;
const lines: string[] = [];

type Destination = { write: (chunk: string) => boolean };

beforeAll(async () => {
  ({ fake, api } = await startCreatorHarness({ LOG_LEVEL: "info" }));
  const { logger } = await import("@/lib/server/logger");
  // Every child logger writes to its root's destination: catch what reaches it, as it would reach stdout.
  const destination = (logger as unknown as Record<symbol, Destination>)[pino.symbols.streamSym]!;
  destination.write = (chunk: string) => {
    lines.push(chunk);
    return true;
  };
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => {
  fake.reset();
  lines.splice(0);
});

// Only in what the user typed, so only in the prompt.
const TYPED = "Zebra keeper of Quokkastan";

describe("a failed check's log lines", () => {
  it("name the failure, without the prompt or the provider's response body", async () => {
    // The SDK retries a 5xx once: both attempts fail.
    const failure = { kind: "error" as const, status: 503, message: "The model is overloaded" };
    fake.script(failure, failure);
    const user = await api.seedCreatorUser(5_000);
    const answer = await api.check(user, { keyword: TYPED });
    expect(answer.status).toBe(502);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(JSON.stringify(fake.requests[0]!.body)).toContain(TYPED);

    const logged = lines.join("");
    // The AI call's line and the route's 5xx warning both say what failed.
    expect(logged).toContain('"msg":"ai call failed"');
    expect(logged).toContain('"outcome":"AI_UPSTREAM_FAILED"');
    expect(logged).toContain("The model is overloaded");
    expect(logged).not.toContain(TYPED);
    expect(logged).not.toContain("Is this keyword a job title?");
    // The provider's error body beyond its message: `{"error":{"message":…,"type":"server_error","param":null,…}}`.
    expect(logged).not.toContain("server_error");
  });
});
