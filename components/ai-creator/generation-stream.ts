// Reads GET /api/generateResumeByStream (docs/product.md §7) with apiResponse, so a refusal before the stream opens
// (401, INSUFFICIENT_TOKENS, AI_DISABLED) arrives as the usual ApiError with its code, which EventSource would swallow.
// Events (lib/shared/validations/ai/generate-events.ts): `message` {draft} as the resume grows, `finish` with the new resume
// id, `validateFail`, `error` {code, message}. A stream that ends without one of the last three is opened once more: the server answers a reconnect with
// the task's stored outcome, never a second run.
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/client/api-client/api-error";
import { openGenerationStream } from "@/lib/client/api-client/ai-creator-client";
import { readEventStream, type EventFrame } from "@/lib/client/api-client/read-event-stream";
import { readStreamEvent } from "@/lib/client/api-client/read-stream-event";
import { generateEvents } from "@/lib/shared/validations/ai/generate-events";
import type { PartialDraft } from "./creator-types";

export type GenerationHandlers = {
  onDraft: (draft: PartialDraft) => void;
  onFinish: (resumeId: string) => void;
  onValidateFail: () => void;
  /** An ApiError (the request was refused, or the `error` event), a network TypeError, or LOST_CONNECTION. */
  onError: (error: unknown) => void;
};

/** The stream ended (or the network failed) twice without an outcome. */
export const LOST_CONNECTION = { lost: true } as const;

/** Hands one frame to its handler, read with the stream's schemas (a malformed one is an error); true when it ends the task. */
export function dispatchFrame(frame: EventFrame, handlers: GenerationHandlers): boolean {
  const read = readStreamEvent(generateEvents, frame);
  if (read instanceof ApiError) handlers.onError(read);
  else if (read?.event === "message") handlers.onDraft(read.data.draft);
  else if (read?.event === "finish") handlers.onFinish(read.data);
  else if (read?.event === "validateFail") handlers.onValidateFail();
  return read instanceof ApiError || (read !== undefined && read.event !== "message");
}

/** Reads one response until an outcome; false when the stream ended without one. */
const readOnce = (response: Response, handlers: GenerationHandlers) =>
  readEventStream(response, (frame) => dispatchFrame(frame, handlers));

type Options = { processId: string; aiProvider: string; locale: Locale; signal: AbortSignal };

/** Follows one generation to its outcome; every outcome reaches exactly one handler, unless `signal` aborts. */
export async function followGeneration(
  { processId, aiProvider, locale, signal }: Options,
  handlers: GenerationHandlers,
): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await openGenerationStream({ processId, aiProvider }, { locale, signal });
      if (await readOnce(response, handlers)) return;
    } catch (error) {
      if (signal.aborted) return;
      // Refused before the stream opened: that is the outcome. A dropped connection is tried once more.
      if (!(error instanceof TypeError)) return handlers.onError(error);
    }
    if (signal.aborted) return;
  }
  handlers.onError(LOST_CONNECTION);
}
