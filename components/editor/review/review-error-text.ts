// Why accepting failed, in the page's language: a refused request by its validation message (Editor.review.validation),
// anything else (offline, a 404 after the resume was deleted elsewhere) by its code.
import { INVALID_INPUT } from "@/lib/api/codes";
import { ApiError, type ApiErrorKey } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { reviewMessageKey, type ReviewMessageKey } from "@/lib/validations/resume-review/parse-review";

export function reviewErrorText(
  error: unknown,
  t: (key: `validation.${ReviewMessageKey}`) => string,
  te: (key: ApiErrorKey) => string,
): string {
  const key = error instanceof ApiError && error.code === INVALID_INPUT ? reviewMessageKey(error.message) : undefined;
  return key ? t(`validation.${key}`) : apiErrorText(error, te);
}
