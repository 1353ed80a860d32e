// One editor AI stream (POST /api/ai/polish, /api/ai/translate), read with its event schemas
// (lib/shared/validations/ai-editor/…-events.ts): `message` events go to `onMessage`, the promise resolves with the `finish` data and rejects with an ApiError, for a refusal before the stream (401, 402, 403, 404)
// as for an `error` event, so the caller words both alike. Aborting `signal` ends the request (the server refunds).
import type { Locale } from "@/i18n/routing";
import type { z } from "zod";
import { ApiError } from "@/lib/client/api-client/api-error";
import { apiResponse } from "@/lib/client/api-client/api-fetch";
import { readEventStream } from "@/lib/client/api-client/read-event-stream";
import { readStreamEvent } from "@/lib/client/api-client/read-stream-event";
import type { TPolishBody, TPolishSuggestion } from "@/lib/shared/validations/ai-editor/polish-body";
import { polishEvents } from "@/lib/shared/validations/ai-editor/polish-events";
import type { TTranslateBody, TTranslateProgress } from "@/lib/shared/validations/ai-editor/translate-body";
import { translateEvents } from "@/lib/shared/validations/ai-editor/translate-events";
import { retranslateEvents } from "@/lib/shared/validations/ai-editor/retranslate-events";
import type { TRetranslateBody } from "@/lib/shared/validations/resumes/translation-link";
import type { TStreamSchemas } from "@/lib/shared/validations/streams/stream-events";

type TEditorStreamSchemas = TStreamSchemas & { message: z.ZodType; finish: z.ZodType };
type Options<M> = { locale: Locale; signal: AbortSignal; onMessage: (data: M) => void };

/** The stream ended without `finish` or `error` (a dropped connection): the same code as a network failure. */
const STREAM_LOST = 0;

async function followAiStream<S extends TEditorStreamSchemas>(
  path: string,
  events: S,
  body: unknown,
  { locale, signal, onMessage }: Options<z.output<S["message"]>>,
): Promise<z.output<S["finish"]>> {
  const response = await apiResponse(path, { method: "POST", body, locale, signal });
  let outcome: { finish: z.output<S["finish"]> } | { error: ApiError } | undefined;
  await readEventStream(response, (frame) => {
    const read = readStreamEvent(events, frame);
    if (read instanceof ApiError) outcome = { error: read };
    else if (read?.event === "message") onMessage(read.data);
    else if (read?.event === "finish") outcome = { finish: read.data };
    return outcome !== undefined;
  });
  if (!outcome) throw new ApiError(STREAM_LOST, "", response.status);
  if ("error" in outcome) throw outcome.error;
  return outcome.finish;
}

/** The editor's AI calls (docs/api.md "AI in the editor"), typed by their event schemas. */
export const editorAiClient = {
  polish: (body: TPolishBody, options: Options<TPolishSuggestion>) =>
    followAiStream("/api/ai/polish", polishEvents, body, options),
  translate: (body: TTranslateBody, options: Options<TTranslateProgress>) =>
    followAiStream("/api/ai/translate", translateEvents, body, options),
  /** A linked translation brought up to date (issue 27 item 1). */
  retranslate: (resumeId: string, body: Partial<TRetranslateBody>, options: Options<TTranslateProgress>) =>
    followAiStream(
      `/api/resumes/${encodeURIComponent(resumeId)}/translation/retranslate`,
      retranslateEvents,
      body,
      options,
    ),
};
