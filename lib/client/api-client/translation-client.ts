// Linked translations (issue 27 item 1, docs/api.md "Linked translations"): the copy's status against its source and
// unlink; the re-translation stream is editorAiClient.retranslate (components/editor/ai/ai-stream.ts).
import type { Locale } from "@/i18n/routing";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import { apiFetch } from "./api-fetch";

const base = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}`;

export const getTranslationStatus = (resumeId: string) =>
  apiFetch<TranslationStatusDto>(`${base(resumeId)}/translation-status`);

export const unlinkTranslation = (resumeId: string, locale: Locale) =>
  apiFetch<{ linked: false }>(`${base(resumeId)}/translation-link`, { method: "DELETE", locale });
