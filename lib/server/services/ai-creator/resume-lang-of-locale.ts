import "server-only";
import type { Locale } from "@/i18n/routing";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

/** The creator writes the resume in the interface language: `zh` is the resume language `ch` (docs/product.md §3). */
export const resumeLangOfLocale = (locale: Locale): TResumeLang => (locale === "zh" ? "ch" : "en");
