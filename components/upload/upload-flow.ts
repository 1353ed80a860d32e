// The work behind /upload after a file is chosen (docs/product.md §4, §7), loaded only then: the file to
// /api/parsePdf or /api/parseDocx → its `content`; that to /api/getResumeParseTaskId → `taskId` (step 1); then
// /api/parseResumeByStream (step 2): `open`, `message` {progress, step}, `finish` {resumeId, message}, `error` {code,
// message} (lib/shared/validations/resume-parse/parse-events.ts). The stream is read through apiResponse, not EventSource, as the AI creator's is: a refusal before the
// stream opens (session ended, rate limit) then arrives as an ApiError with its code, and the request carries the
// page's locale (x-locale), which the finish message is written in. A stream that ends without an outcome is opened
// once more; the server answers a reconnect with the task's stored outcome, never a second run.
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/client/api-client/api-error";
import { readEventStream, type EventFrame } from "@/lib/client/api-client/read-event-stream";
import { readStreamEvent } from "@/lib/client/api-client/read-stream-event";
import { createParseTask, extractResumeFile, openParseStream } from "@/lib/client/api-client/upload-client";
import { parseEvents, type TParseFinish } from "@/lib/shared/validations/resume-parse/parse-events";
import type { ResumeFileKind } from "./check-resume-file";

const AI_PROVIDER = "openai"; // docs/product.md §7: fixed to one value

type ParseProgress = { progress?: number; step?: string };
/** The stream ended (or the network failed) twice without an outcome. */
export const STREAM_LOST = { lost: true } as const;

export type UploadHandlers = {
  /** The task exists: parsing starts (step 2). */
  onTask: () => void;
  onProgress: (progress: ParseProgress) => void;
  onFinish: (result: TParseFinish) => void;
  /** An ApiError (refused, or the stream's `error` event), a network TypeError, or STREAM_LOST; `stage` says where. */
  onError: (stage: "upload" | "parse", error: unknown) => void;
};

type Options = { file: File; kind: ResumeFileKind; locale: Locale; signal: AbortSignal; template?: string };

/** Hands one frame to its handler, read with the stream's schemas (a malformed one is an error); true when it ends the task. */
function dispatchParseFrame(frame: EventFrame, handlers: UploadHandlers): boolean {
  const read = readStreamEvent(parseEvents, frame);
  if (read instanceof ApiError) handlers.onError("parse", read);
  else if (read?.event === "message") handlers.onProgress({ progress: read.data.progress, step: read.data.step });
  else if (read?.event === "finish") handlers.onFinish(read.data);
  return read instanceof ApiError || read?.event === "finish";
}

/** Reads one response until an outcome; false when the stream ended without one. */
const readOnce = (response: Response, handlers: UploadHandlers) =>
  readEventStream(response, (frame) => dispatchParseFrame(frame, handlers));

async function followParse(taskId: string, locale: Locale, signal: AbortSignal, handlers: UploadHandlers) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await openParseStream({ taskId, aiProvider: AI_PROVIDER }, { locale, signal });
      if (await readOnce(response, handlers)) return;
    } catch (error) {
      if (signal.aborted) return;
      // Refused before the stream opened: that is the outcome. A dropped connection is tried once more.
      if (!(error instanceof TypeError)) return handlers.onError("parse", error);
    }
    if (signal.aborted) return;
  }
  handlers.onError("parse", STREAM_LOST);
}

/** Runs one upload to its outcome; every outcome reaches exactly one of onFinish / onError, unless `signal` aborts. */
export async function runUpload({ file, kind, locale, signal, template }: Options, handlers: UploadHandlers) {
  let taskId: string;
  try {
    const { content } = await extractResumeFile(file, kind, { locale, signal });
    ({ taskId } = await createParseTask({ content, ...(template && { template }) }, { locale, signal }));
  } catch (error) {
    if (!signal.aborted) handlers.onError("upload", error);
    return;
  }
  if (signal.aborted) return;
  handlers.onTask();
  await followParse(taskId, locale, signal, handlers);
}
