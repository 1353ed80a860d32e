import "server-only";
// A structured model call that streams: `onPartial` sees the object as it grows (the creator shows the resume
// filling in), then the answer is validated like generateStructured's, with one repair attempt (streamed too: its
// partials start again from nothing, with attempt 2). Aborting the caller's signal aborts the upstream request at
// once; the promise then rejects with AI_CANCELLED.
import { streamText, type DeepPartial } from "ai";
import { AppError } from "@/lib/server/api/app-error";
import { runStructured } from "./run-structured";
import { attemptRequest, type TStructuredCall, type TStructuredResult } from "./structured-call";

export type TStreamCall<T> = TStructuredCall<T> & {
  onPartial?: (partial: DeepPartial<T>, attempt: number) => void | Promise<void>;
};

export function streamStructured<T>(call: TStreamCall<T>): Promise<TStructuredResult<T>> {
  return runStructured(call, async (args) => {
    const { abortSignal, attempt, meter } = args;
    let streamError: unknown;
    const result = streamText({
      ...attemptRequest(call, args),
      // Without it the SDK prints the error to the console; it is rethrown below and logged once.
      onError: ({ error }) => void (streamError = error),
      // What the attempt has used while it runs, for a call cut short: the output text, and the provider's figures
      // when it streams them before the end (vLLM's continuous usage, for one); the raw chunks are where they are.
      include: { rawChunks: true },
      onChunk: ({ chunk }) => {
        if (chunk.type === "text-delta") meter.addOutput(chunk.text.length);
        else if (chunk.type === "raw") {
          const total = (chunk.rawValue as { usage?: { total_tokens?: unknown } } | null)?.usage?.total_tokens;
          if (typeof total === "number") meter.reportSoFar(total);
        }
      },
    });
    for await (const partial of result.partialOutputStream) {
      if (abortSignal.aborted) break;
      // The consumer's own failure (e.g. its client went away) is not the model's: passed on as it is, or INTERNAL.
      await Promise.resolve(call.onPartial?.(partial, attempt)).catch((error: unknown) => {
        throw error instanceof AppError ? error : new AppError("INTERNAL", { cause: error });
      });
    }
    if (abortSignal.aborted) throw abortSignal.reason;
    if (streamError !== undefined) throw streamError;
    return { usage: await result.usage, output: () => result.output };
  });
}
