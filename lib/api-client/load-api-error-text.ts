// apiErrorText from a module loaded when a call has failed: for the sign-in and sign-up pages, whose first load has no
// room under the 160 kB budget for the code → message table (lib/api/error-message-keys.ts).
import type { ApiErrorKey } from "./api-error";

export async function loadApiErrorText(error: unknown, t: (key: ApiErrorKey) => string): Promise<string> {
  const { apiErrorText } = await import("./api-error-text");
  return apiErrorText(error, t);
}
