// The parse warm-up at server start (lib/server/extract/warm-parser.ts): it settles without throwing (its content
// is refused on purpose, after the parser is loaded) and leaves the threads free for the next user's parse.
import { describe, expect, it } from "@jest/globals";
import { runParseWorker } from "@/lib/server/extract/run-parse-worker";
import { warmParser } from "@/lib/server/extract/warm-parser";

describe("warmParser", () => {
  it("settles, and a user's parse runs right after it", async () => {
    await expect(warmParser()).resolves.toBeUndefined();
    await expect(runParseWorker("user-after-warm-up", "{}", { withLines: false })).rejects.toMatchObject({
      key: "INVALID_INPUT",
    });
  }, 60_000);
});
