// A field a service refuses by itself, after the schema passed (an unknown template, a custom URL already taken): the
// same answer as a schema's refusal, `details: [{ path, key, values?, message }]` with the sentence in the request's
// language as the message (lib/server/api/validation-messages.ts), so the form translates it by key.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { currentRequestContext } from "@/lib/server/api/request-context";
import { fieldDetail } from "@/lib/server/api/validation-messages";
import type { ErrorCodeKey } from "@/lib/shared/api/error-codes";
import type { MessageKey } from "@/lib/shared/validations/message-key";

type Options = { values?: Record<string, string | number>; code?: ErrorCodeKey };

export function invalidField(
  path: string,
  key: MessageKey,
  { values, code = "INVALID_INPUT" }: Options = {},
): AppError {
  const detail = fieldDetail(path, key, values, currentRequestContext()?.locale ?? "en");
  return new AppError(code, { message: detail.message, details: [detail] });
}
