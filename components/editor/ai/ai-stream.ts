// One editor AI stream (POST /api/ai/polish, /api/ai/translate): `message` events go to `onMessage`, the promise
// resolves with the `finish` data and rejects with an ApiError, for a refusal before the stream (401, 402, 403, 404)
// as for an `error` event, so the caller words both alike. Aborting `signal` ends the request (the server refunds).
import type { Locale } from "@/i18n/routing";
import { ApiError } from "@/lib/api-client/api-error";
import { apiResponse } from "@/lib/api-client/api-fetch";
import { parseEventData as parse, readEventStream } from "@/lib/api-client/read-event-stream";

type Options<M> = { body: unknown; locale: Locale; signal: AbortSignal; onMessage: (data: M) => void };

/** The stream ended without `finish` or `error` (a dropped connection): the same code as a network failure. */
const STREAM_LOST = 0;

export async function followAiStream<M, F>(path: string, { body, locale, signal, onMessage }: Options<M>): Promise<F> {
  const response = await apiResponse(path, { method: "POST", body, locale, signal });
  let outcome: { finish: F } | { error: ApiError } | undefined;
  await readEventStream(response, ({ event, data }) => {
    const value = parse(data);
    if (event === "message") onMessage(value as M);
    else if (event === "finish") outcome = { finish: value as F };
    else if (event === "error") {
      const { code, message } = (value ?? {}) as { code?: unknown; message?: unknown };
      outcome = {
        error: new ApiError(
          typeof code === "number" ? code : 500,
          typeof message === "string" ? message : "",
          response.status,
        ),
      };
    }
    return outcome !== undefined;
  });
  if (!outcome) throw new ApiError(STREAM_LOST, "", response.status);
  if ("error" in outcome) throw outcome.error;
  return outcome.finish;
}
