// The work behind /upload after a file is chosen (SPEC §4, §7), loaded only then: the file to /api/parsePdf or
// /api/parseDocx → its `content`; that to /api/getResumeParseTaskId → `taskId` (step 1); then
// /api/parseResumeByStream (step 2): `open`, `message` {progress, step}, `finish` {resumeId, message}, `error` {code,
// message}. The stream is read through apiResponse, not EventSource, as the AI creator's is: a refusal before the
// stream opens (session ended, rate limit) then arrives as an ApiError with its code, and the request carries the
// page's locale (x-locale), which the finish message is written in. A stream that ends without an outcome is opened
// once more; the server answers a reconnect with the task's stored outcome, never a second run.
import type { Locale } from "@/i18n/routing";
import { apiFetch, apiResponse } from "@/lib/api-client/api-fetch";
import { parseEventData as parseJson, readEventStream, type EventFrame } from "@/lib/api-client/read-event-stream";
import type { ResumeFileKind } from "./check-resume-file";

const AI_PROVIDER = "openai"; // SPEC §7: fixed to one value

type ParseProgress = { progress?: number; step?: string };
type ParseFinish = { resumeId: string; message: string };
/** The stream's `error` event. */
export type ParseStreamError = { code?: number; message: string };
/** The stream ended (or the network failed) twice without an outcome. */
export const STREAM_LOST: ParseStreamError = { message: "" };

export type UploadHandlers = {
  /** The task exists: parsing starts (step 2). */
  onTask: () => void;
  onProgress: (progress: ParseProgress) => void;
  onFinish: (result: ParseFinish) => void;
  /** `upload`: the file or the task was refused (an ApiError or a network TypeError); `parse`: the stream failed. */
  onError: (stage: "upload" | "parse", error: unknown) => void;
};

type Options = { file: File; kind: ResumeFileKind; locale: Locale; signal: AbortSignal; template?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Hands one frame to its handler; true when it ends the task. */
function dispatchParseFrame({ event, data }: EventFrame, handlers: UploadHandlers): boolean {
  const parsed = parseJson(data);
  if (event === "message") {
    if (isObject(parsed))
      handlers.onProgress({
        progress: typeof parsed.progress === "number" ? parsed.progress : undefined,
        step: typeof parsed.step === "string" ? parsed.step : undefined,
      });
    return false;
  }
  if (event === "finish") {
    const resumeId = isObject(parsed) ? parsed.resumeId : parsed;
    const message = isObject(parsed) && typeof parsed.message === "string" ? parsed.message : "";
    if (typeof resumeId === "string" && resumeId !== "") handlers.onFinish({ resumeId, message });
    else handlers.onError("parse", { message: "" } satisfies ParseStreamError);
    return true;
  }
  if (event === "error") {
    const code = isObject(parsed) && typeof parsed.code === "number" ? parsed.code : undefined;
    const message = isObject(parsed) && typeof parsed.message === "string" ? parsed.message : "";
    handlers.onError("parse", { code, message } satisfies ParseStreamError);
    return true;
  }
  return false;
}

/** Reads one response until an outcome; false when the stream ended without one. */
const readOnce = (response: Response, handlers: UploadHandlers) =>
  readEventStream(response, (frame) => dispatchParseFrame(frame, handlers));

async function followParse(taskId: string, locale: Locale, signal: AbortSignal, handlers: UploadHandlers) {
  const query = new URLSearchParams({ taskId, aiProvider: AI_PROVIDER });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await apiResponse(`/api/parseResumeByStream?${query}`, { locale, signal });
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
    const form = new FormData();
    form.append("file", file);
    const endpoint = kind === "pdf" ? "/api/parsePdf" : "/api/parseDocx";
    const { content } = await apiFetch<{ content: unknown }>(endpoint, { method: "POST", body: form, locale, signal });
    ({ taskId } = await apiFetch<{ taskId: string }>("/api/getResumeParseTaskId", {
      method: "POST",
      body: { content, ...(template && { template }) },
      locale,
      signal,
    }));
  } catch (error) {
    if (!signal.aborted) handlers.onError("upload", error);
    return;
  }
  if (signal.aborted) return;
  handlers.onTask();
  await followParse(taskId, locale, signal, handlers);
}
