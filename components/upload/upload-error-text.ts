// The reason under 'Failed to upload resume' / 'Failed to parse resume' (SPEC §8): an API error or the stream's
// `error` event is translated by its code like any API error, else the server's message is shown; a lost connection
// and a network failure have their own sentences.
import { messageKeyByCode } from "@/lib/api/error-message-keys";
import { ApiError, type ApiErrorKey } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { STREAM_LOST, type ParseStreamError } from "./upload-flow";

export function uploadErrorText(error: unknown, streamLost: string, te: (key: ApiErrorKey) => string): string {
  if (error === STREAM_LOST) return streamLost;
  if (error instanceof ApiError || error instanceof TypeError) return apiErrorText(error, te);
  const { code, message } = (error ?? {}) as Partial<ParseStreamError>;
  const key = code === undefined ? undefined : messageKeyByCode[code];
  return key ? te(key) : message || te("unknown");
}
