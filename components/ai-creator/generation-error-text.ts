// What a failed run shows (SPEC §8), loaded with the first failure so the page's first load carries neither the code
// table nor this: the insufficient-tokens dialog, or 'Generation failed: {message}' for a refused request (ApiError),
// the stream's `error` event ({code, message}: translated by code like any API error, else the server's message), or
// a lost connection.
import { isInsufficientTokens } from "@/components/ai/use-insufficient-tokens-dialog";
import { messageKeyByCode } from "@/lib/api/error-message-keys";
import { ApiError, type ApiErrorKey } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { LOST_CONNECTION, type StreamError } from "./generation-stream";

type Progress = (key: "failed" | "streamLost", values?: { message: string }) => string;

export { isInsufficientTokens };

export function generationErrorText(error: unknown, t: Progress, te: (key: ApiErrorKey) => string): string {
  if (error === LOST_CONNECTION) return t("streamLost");
  if (error instanceof ApiError) return t("failed", { message: apiErrorText(error, te) });
  if (error instanceof TypeError) return t("failed", { message: te("network") });
  const { code, message } = error as StreamError;
  const key = code === undefined ? undefined : messageKeyByCode[code];
  return t("failed", { message: key ? te(key) : message || te("unknown") });
}
