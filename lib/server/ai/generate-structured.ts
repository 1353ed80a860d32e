import "server-only";
// One structured model call: the answer must match the zod schema; an answer that does not (malformed JSON, a
// missing field) gets one repair attempt with the problem sent back, then fails with AI_INVALID_OUTPUT.
import { generateText } from "ai";
import { runStructured } from "./run-structured";
import { attemptRequest, type TStructuredCall, type TStructuredResult } from "./structured-call";

export function generateStructured<T>(call: TStructuredCall<T>): Promise<TStructuredResult<T>> {
  return runStructured(call, async (attempt) => {
    const result = await generateText(attemptRequest(call, attempt));
    // Reading `output` parses and validates the answer (NoObjectGeneratedError when it does not match).
    return { usage: result.usage, output: () => result.output };
  });
}
