// The resume API's own error codes (docs/api.md) as translated text; anything else is errorText's.
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import type { ApiErrorKey } from "@/lib/shared/api/error-key";
import { CONFLICT, CUSTOM_URL_TAKEN, PRO_TEMPLATE_REQUIRED, RESUME_LIMIT_REACHED } from "@/lib/shared/api/codes";
import { REGULAR_RESUME_CAP } from "@/lib/shared/resume/resume-cap";

type ResumeKey = "limitReached" | "proTemplate" | "customUrlTaken" | "conflict";
type Translators = { api: (key: ApiErrorKey) => string; resumes: (key: ResumeKey, values?: { max: number }) => string };

export function resumeErrorText(error: unknown, t: Translators): string {
  if (error instanceof ApiError) {
    if (error.code === RESUME_LIMIT_REACHED) return t.resumes("limitReached", { max: REGULAR_RESUME_CAP });
    if (error.code === PRO_TEMPLATE_REQUIRED) return t.resumes("proTemplate");
    if (error.code === CUSTOM_URL_TAKEN) return t.resumes("customUrlTaken");
    if (error.status === CONFLICT) return t.resumes("conflict");
  }
  return errorText(error, t.api);
}

export const isApiCode = (error: unknown, code: number): boolean => error instanceof ApiError && error.code === code;
