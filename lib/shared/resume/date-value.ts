// Stored item dates (docs/product.md §3): the editor writes "YYYY-MM" from a month picker and "present" for an ongoing
// entry. Documents from before the pickers hold free text; what reads as a month is understood (and printed the same
// way as a picked month), anything else is kept and printed exactly as typed.

export const PRESENT = "present";

const presentWords = new Set([
  "present",
  "now",
  "current",
  "today",
  "至今",
  "现在",
  "目前",
  "現在",
  "heute",
  "actualidad",
  "présent",
  "현재",
]);

/** True for "present" and the words older documents used for it. */
export function isPresentValue(value: string): boolean {
  return presentWords.has(value.trim().toLowerCase());
}

const englishMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (month: number) => String(month).padStart(2, "0");
const validMonth = (month: number) => month >= 1 && month <= 12;

/** "YYYY-MM" for a value that names a month ("2019-3", "2019.03", "2019/3/15", "2019年3月", "03/2019",
 * "Mar 2019", "March 2019"); null for anything else (a year alone, free text). */
export function toMonthValue(value: string): string | null {
  const text = value.trim();
  const yearFirst = /^(\d{4})\s*[-./年]\s*(\d{1,2})\s*月?(?:\s*[-./]\s*\d{1,2}\s*日?)?$/.exec(text);
  if (yearFirst && validMonth(Number(yearFirst[2]))) return `${yearFirst[1]}-${pad(Number(yearFirst[2]))}`;
  const monthFirst = /^(\d{1,2})\s*[-./]\s*(\d{4})$/.exec(text);
  if (monthFirst && validMonth(Number(monthFirst[1]))) return `${monthFirst[2]}-${pad(Number(monthFirst[1]))}`;
  const named = /^([a-z]{3,9})\.?\s+(\d{4})$/i.exec(text);
  const index = named ? englishMonths.indexOf((named[1] ?? "").slice(0, 3).toLowerCase()) : -1;
  if (named && index >= 0) return `${named[2]}-${pad(index + 1)}`;
  return null;
}
