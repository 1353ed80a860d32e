// Dates as the resume's language writes them: one formatter per resume language, used by every template
// (components/resume-document/parts/resume-item.tsx). A month ("YYYY-MM", or older free text that names one, date-value.ts)
// prints the same way whatever was typed; a year prints as the year; anything else (free text such as
// "Summer 2019") is shown as typed. "present" (or an empty end date where the entry is ongoing) prints as Present.
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { isPresentValue, toMonthValue } from "./date-value";

const present: Record<TResumeLang, string> = {
  en: "Present",
  es: "Actualidad",
  fr: "Présent",
  ch: "至今",
  de: "Heute",
  ja: "現在",
  ko: "현재",
  "zh-tw": "至今",
};
const intlLocale: Partial<Record<TResumeLang, string>> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE" };

function presentLabel(lang: TResumeLang): string {
  return present[lang];
}

export function formatResumeDate(value: string, lang: TResumeLang): string {
  const text = value.trim();
  if (isPresentValue(text)) return presentLabel(lang);
  if (/^\d{4}$/.test(text)) return text;
  const month = toMonthValue(text);
  if (!month) return text;
  const [year = "", mm = "01"] = month.split("-");
  const locale = intlLocale[lang];
  if (!locale) return `${year}.${mm}`;
  const date = new Date(Date.UTC(Number(year), Number(mm) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** "Feb 2020 – Present", "2020.02 – 至今"; one date alone when only the start (or only the end) is known. */
export function formatDateRange(start: string, end: string, lang: TResumeLang, isCurrentIfNoEnd = true): string {
  const from = formatResumeDate(start, lang);
  const to = end.trim() ? formatResumeDate(end, lang) : isCurrentIfNoEnd && from ? presentLabel(lang) : "";
  if (from && to) return `${from} – ${to}`;
  return from || to;
}
