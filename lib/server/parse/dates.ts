// Dates in resume lines: "2019-03", "2019-03-15", "Mar 2019", "March 2019", "03/2019", "2019.03", "2019/03",
// "2019年3月", a year alone, and the words for an ongoing entry (Present, Current, Now, 至今 …). A range is two of them
// joined by a dash, "to", "~" or "至". Values are stored as the editor stores them: "YYYY-MM", "present", or the year as written.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { PRESENT, toMonthValue } from "@/lib/shared/resume/date-value";

const MONTH_NAMES =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const YEAR = "(?:19|20)\\d{2}";
const MONTH_DATE = [
  `${YEAR}\\s*年\\s*\\d{1,2}\\s*月(?:\\s*\\d{1,2}\\s*日)?`,
  // A day after the month ("2019-03-15", as ISO dates and some themes print them) is read and dropped.
  `${YEAR}\\s*[-./]\\s*(?:1[0-2]|0?[1-9])(?:[-./](?:3[01]|[12]\\d|0?[1-9]))?(?![\\d])`,
  `(?:1[0-2]|0?[1-9])\\s*[/.-]\\s*${YEAR}`,
  `(?:${MONTH_NAMES})\\.?,?\\s+${YEAR}`,
].join("|");
const SINGLE = `(?:${MONTH_DATE}|${YEAR}\\s*年?)`;
const PRESENT_WORDS = "present|current|now|today|ongoing|至今|现在|目前|今";
// Hyphen, en and em dashes, the figure dash (U+2012) and horizontal bar (U+2015) that Chromium-made PDFs carry, tilde,
// the minus sign, "to", "至".
const SEPARATOR = "\\s*(?:[-‒–—―~～至]|－|to|until|\\u2212)\\s*";

const rangePattern = new RegExp(`(?<![\\d])(${SINGLE})${SEPARATOR}(${SINGLE}|${PRESENT_WORDS})(?![\\d])`, "iu");
const singlePattern = new RegExp(`(?<![\\d\\w])(${MONTH_DATE})(?![\\d])`, "iu");
const presentPattern = new RegExp(`^(?:${PRESENT_WORDS})$`, "iu");

export type TDateRange = {
  start: string;
  end: string;
  /** The matched text, exactly as in the line. */
  raw: string;
  index: number;
};

/** A date as the editor stores it: "YYYY-MM" for a month, "present", else the year (or the text) as written. */
export function normaliseDate(value: string): string {
  const text = value.trim();
  if (presentPattern.test(text)) return PRESENT;
  const compact = text.replace(/\s+/g, " ").replace(/,/g, "");
  const month = toMonthValue(compact) ?? toMonthValue(compact.replace(/\s*([-./年月])\s*/g, "$1"));
  if (month) return month;
  const year = /^((?:19|20)\d{2})\s*年?$/.exec(text);
  return year?.[1] ?? text.slice(0, 20);
}

/** The first date range in a line, or a single month date (an entry that lasted a month, a certificate's date). */
export function findDateRange(text: string): TDateRange | null {
  const range = rangePattern.exec(text);
  if (range?.[1] && range[2])
    return { start: normaliseDate(range[1]), end: normaliseDate(range[2]), raw: range[0], index: range.index };
  const single = singlePattern.exec(text);
  if (single?.[1]) return { start: normaliseDate(single[1]), end: "", raw: single[0], index: single.index };
  return null;
}

/** The line without its date range and the punctuation that joined it to the rest. */
export function withoutDates(text: string, range: TDateRange | null): string {
  if (!range) return text;
  return (text.slice(0, range.index) + " " + text.slice(range.index + range.raw.length))
    .replace(/[(（]\s*[)）]/g, " ")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,，|｜·•:：\-‒–—―]+|[\s,，|｜·•:：\-‒–—―]+$/g, "")
    .trim();
}

// The dash may carry the first character of "至今" wrapped away from the second ("2020.07 –至" over "今").
const openRangePattern = new RegExp(`^\\s*(${SINGLE})\\s*(?:[-‒–—―~～]\\s*至?|至|－|to|\\u2212)\\s*`, "iu");
const leadingDatePattern = new RegExp(`^\\s*(${SINGLE}|${PRESENT_WORDS})(?![\\d\\p{L}])\\s*`, "iu");

/** "Mar 2022 – …": a range left open at the start of a line, its first date and dash, and the text after them. */
export function openRangeAtStart(text: string): { head: string; rest: string } | null {
  const match = openRangePattern.exec(text);
  if (!match) return null;
  const full = findDateRange(text);
  if (full?.end && full.index <= match.index + 1) return null;
  return { head: match[0].trim(), rest: text.slice(match[0].length).trim() };
}

/** "Present …", "2021.06 …": a date or the word for an ongoing entry at the start of a line, and the text after it. */
export function dateAtStart(text: string): { date: string; rest: string } | null {
  const match = leadingDatePattern.exec(text);
  return match?.[1] ? { date: match[1], rest: text.slice(match[0].length).trim() } : null;
}
