// A resume's language code (docs/product.md §3: en, es, fr, ch, de, ja, ko, zh-tw) as a BCP 47 tag for <html lang>
// ("ch" would mean Chamorro to browsers and screen readers), and the interface locale of the page's buttons.
import "server-only";
import type { Locale } from "@/i18n/routing";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

const htmlLangs: Record<TResumeLang, string> = {
  en: "en",
  es: "es",
  fr: "fr",
  ch: "zh-CN",
  de: "de",
  ja: "ja",
  ko: "ko",
  "zh-tw": "zh-TW",
};

export function resumeHtmlLang(lang: TResumeLang): string {
  return htmlLangs[lang];
}

/**
 * The interface exists in en and zh only (docs/product.md §1): Chinese resumes get Chinese buttons, all others English.
 */
export function resumeUiLocale(lang: TResumeLang): Locale {
  return lang === "ch" || lang === "zh-tw" ? "zh" : "en";
}
