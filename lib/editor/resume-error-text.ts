// The resume API's own error codes (docs/api.md) as translated text; anything else falls back to apiErrorText.
import { ApiError, apiErrorText, type ApiErrorKey } from "@/lib/api-client/api-error";
import { REGULAR_RESUME_CAP } from "@/lib/permissions/membership";

export const RESUME_LIMIT_REACHED = 300001;
export const PRO_TEMPLATE_REQUIRED = 300002;
export const CUSTOM_URL_TAKEN = 300003;

type ResumeKey = "limitReached" | "proTemplate" | "customUrlTaken" | "conflict";
type Translators = { api: (key: ApiErrorKey) => string; resumes: (key: ResumeKey, values?: { max: number }) => string };

export function resumeErrorText(error: unknown, t: Translators): string {
  if (error instanceof ApiError) {
    if (error.code === RESUME_LIMIT_REACHED) return t.resumes("limitReached", { max: REGULAR_RESUME_CAP });
    if (error.code === PRO_TEMPLATE_REQUIRED) return t.resumes("proTemplate");
    if (error.code === CUSTOM_URL_TAKEN) return t.resumes("customUrlTaken");
    if (error.status === 409) return t.resumes("conflict");
  }
  return apiErrorText(error, t.api);
}

export const isApiCode = (error: unknown, code: number): boolean => error instanceof ApiError && error.code === code;
