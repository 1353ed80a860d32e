import "server-only";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

/** The language the model writes in, named as the model understands it best (in English). */
export const languageNames: Record<TResumeLang, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  ch: "Simplified Chinese",
  de: "German",
  ja: "Japanese",
  ko: "Korean",
  "zh-tw": "Traditional Chinese",
};
