// Reads GET /api/generateResumeByStream (SPEC §7) with apiResponse, so a refusal before the stream opens (401,
// INSUFFICIENT_TOKENS, AI_DISABLED) arrives as the usual ApiError with its code, which EventSource would swallow.
// Events: `message` {draft} as the resume grows, `finish` with the new resume id, `validateFail`, `error` {code,
// message}. A stream that ends without one of the last three is opened once more: the server answers a reconnect with
// the task's stored outcome, never a second run.
import type { Locale } from "@/i18n/routing";
import { apiResponse } from "@/lib/api-client/api-fetch";
import { parseEventData as parseJson, readEventStream, type EventFrame } from "@/lib/api-client/read-event-stream";
import type { PartialDraft } from "./creator-types";

export type StreamError = { code?: number; message: string };

export type GenerationHandlers = {
  onDraft: (draft: PartialDraft) => void;
  onFinish: (resumeId: string) => void;
  onValidateFail: () => void;
  /** An ApiError (the request was refused), a StreamError (the `error` event), or LOST_CONNECTION. */
  onError: (error: unknown) => void;
};

/** The stream ended (or the network failed) twice without an outcome. */
export const LOST_CONNECTION = { code: undefined, message: "" } as const satisfies StreamError;

/** `finish` carries the id as plain text; a JSON string or {id}/{resumeId} is taken too. */
function resumeIdOf(data: string): string {
  const parsed = parseJson(data);
  if (typeof parsed === "string") return parsed;
  if (typeof parsed === "object" && parsed !== null) {
    const { id, resumeId, _id } = parsed as Record<string, unknown>;
    const value = resumeId ?? id ?? _id;
    if (typeof value === "string") return value;
  }
  return data.trim();
}

function streamErrorOf(data: string): StreamError {
  const parsed = parseJson(data);
  if (typeof parsed === "object" && parsed !== null) {
    const { code, message } = parsed as Record<string, unknown>;
    return { code: typeof code === "number" ? code : undefined, message: typeof message === "string" ? message : "" };
  }
  return { message: typeof parsed === "string" ? parsed : data };
}

/** Hands one frame to its handler; true when it ends the task. */
export function dispatchFrame({ event, data }: EventFrame, handlers: GenerationHandlers): boolean {
  switch (event) {
    case "message": {
      const parsed = parseJson(data);
      if (typeof parsed !== "object" || parsed === null) return false;
      const draft = "draft" in parsed ? (parsed as { draft: unknown }).draft : parsed;
      if (typeof draft === "object" && draft !== null) handlers.onDraft(draft as PartialDraft);
      return false;
    }
    case "finish":
      handlers.onFinish(resumeIdOf(data));
      return true;
    case "validateFail":
      handlers.onValidateFail();
      return true;
    case "error":
      handlers.onError(streamErrorOf(data));
      return true;
    default:
      return false;
  }
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
  const query = new URLSearchParams({ processId, aiProvider });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await apiResponse(`/api/generateResumeByStream?${query}`, { locale, signal });
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
