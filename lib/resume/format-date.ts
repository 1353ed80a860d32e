// Dates as the resume's language writes them. Stored values are "YYYY", "YYYY-MM" or "YYYY-MM-DD"; anything else
// (free text such as "Summer 2019") is shown as typed. An empty end date means the job is current.
import type { TResumeLang } from "@/lib/validations/resume/document";

const present: Record<TResumeLang, string> = {
  en: "Present", es: "Actualidad", fr: "Présent", ch: "至今", de: "Heute", ja: "現在", ko: "현재", "zh-tw": "至今",
};
const intlLocale: Partial<Record<TResumeLang, string>> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE" };

export function presentLabel(lang: TResumeLang): string {
  return present[lang];
}

export function formatResumeDate(value: string, lang: TResumeLang): string {
  const match = /^(\d{4})(?:[-./](\d{1,2}))?(?:[-./]\d{1,2})?$/.exec(value.trim());
  if (!match) return value.trim();
  const year = match[1] ?? "";
  const month = match[2];
  if (!month) return year;
  const locale = intlLocale[lang];
  if (!locale) return `${year}.${month.padStart(2, "0")}`;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** "Feb 2020 – Present", "2020.02 - 至今"; one date alone when only the start (or only the end) is known. */
export function formatDateRange(start: string, end: string, lang: TResumeLang, isCurrentIfNoEnd = true): string {
  const from = formatResumeDate(start, lang);
  const to = end.trim() ? formatResumeDate(end, lang) : isCurrentIfNoEnd && from ? presentLabel(lang) : "";
  if (from && to) return `${from} – ${to}`;
  return from || to;
}
