import "server-only";
// One structured model call: the answer must match the zod schema; an answer that does not (malformed JSON, a
// missing field) gets one repair attempt with the problem sent back, then fails with AI_INVALID_OUTPUT.
import { generateText, Output } from "ai";
import { runStructured } from "./run-structured";
import { DEFAULT_MAX_RETRIES, outputName, type TStructuredCall, type TStructuredResult } from "./structured-call";

export function generateStructured<T>(call: TStructuredCall<T>): Promise<TStructuredResult<T>> {
  return runStructured(call, async ({ model, messages, abortSignal }) => {
    const result = await generateText({
      model,
      system: call.prompt.system,
      messages,
      output: Output.object({ schema: call.schema, name: outputName(call.task) }),
      abortSignal,
      maxRetries: call.maxRetries ?? DEFAULT_MAX_RETRIES,
      maxOutputTokens: call.maxOutputTokens,
    });
    // Reading `output` parses and validates the answer (NoObjectGeneratedError when it does not match).
    return { usage: result.usage, output: () => result.output };
  });
}
