import { INVALID_INPUT } from "@/lib/api/codes";
import { ApiError, type ApiErrorKey } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { adminMessageKey, type AdminMessageKey } from "@/lib/validations/admin/admin-rules";

/** A validation message in the page's language (Admin.validation), any other failure by its code. */
export function adminErrorText(
  error: unknown,
  t: (key: `validation.${AdminMessageKey}`) => string,
  te: (key: ApiErrorKey) => string,
): string {
  const key = error instanceof ApiError && error.code === INVALID_INPUT ? adminMessageKey(error.message) : undefined;
  return key ? t(`validation.${key}`) : apiErrorText(error, te);
}
