// SPEC §8: the client translates a failed call by its code. Apart from ApiError (api-error.ts) because the code table
// it reads is only needed once a call has failed: the sign-in and sign-up forms load this module on demand
// (load-api-error-text.ts) and keep the table out of their pages' first load.
import { messageKeyByCode } from "@/lib/api/error-message-keys";
import { ApiError, type ApiErrorKey } from "./api-error";

/** A code it does not know shows the server's message, or 'Unknown error'. */
export function apiErrorText(error: unknown, t: (key: ApiErrorKey) => string): string {
  if (!(error instanceof ApiError)) return t(error instanceof TypeError ? "network" : "unknown");
  const key = messageKeyByCode[error.code];
  if (key) return t(key);
  return error.message || t("unknown");
}
