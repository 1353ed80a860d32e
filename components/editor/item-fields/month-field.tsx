"use client";
// A start or end date as two selects, year and month (stored "YYYY-MM", or "YYYY" while only the year is chosen).
// Not <input type="month">: Chromium shows an empty one as "--------- ----" and on a phone opens a full calendar for a
// month. Native selects type-ahead by keyboard ("2019") and open the phone's own wheel. An older free-text date
// that names a month opens in the selects; any other text ("Summer 2019") stays editable as typed until the user
// picks a month instead.
import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toMonthValue } from "@/lib/shared/resume/date-value";
import { cn } from "@/lib/shared/utils/cn";
import { useFieldReview } from "../review/review-context";
import { MARKED_INPUT, ReviewLabel } from "../review/review-label";
import { TextField } from "../text-field";

type Props = {
  label: string;
  value: string;
  onValue: (value: string) => void;
  keptHint: string;
  pickLabel: string;
  /** See TextField's reviewPath. */
  reviewPath?: string;
};

const FIRST_YEAR = 1930;
const select =
  "min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none";

/** Newest first (the years a resume names most), ten ahead for an expected graduation; a stored year outside the
 * range is added so it is never lost. */
function yearOptions(now: number, stored: string): string[] {
  const years: string[] = [];
  for (let year = now + 10; year >= FIRST_YEAR; year -= 1) years.push(String(year));
  if (stored && !years.includes(stored)) years.push(stored);
  return years;
}

/** "YYYY-MM" → year and month; "YYYY" → year only; "" → neither; null for text that is not a date. */
export function splitMonthValue(value: string): { year: string; month: string } | null {
  const text = value.trim();
  if (text === "") return { year: "", month: "" };
  if (/^\d{4}$/.test(text)) return { year: text, month: "" };
  const month = toMonthValue(text);
  if (!month) return null;
  const [year = "", mm = ""] = month.split("-");
  return { year, month: mm };
}

export function MonthField({ label, value, onValue, keptHint, pickLabel, reviewPath }: Props) {
  const id = useId();
  const t = useTranslations("Editor.month");
  const locale = useLocale();
  const [picker, setPicker] = useState(false);
  // A month picked before any year waits here: "YYYY-MM" needs both, and a month alone prints as nothing.
  const [pendingMonth, setPendingMonth] = useState("");
  const review = useFieldReview(reviewPath, value);
  const parts = splitMonthValue(value);
  if (parts === null && !picker) {
    return (
      <div className="min-w-0">
        <TextField label={label} value={value} onValue={onValue} reviewPath={reviewPath} />
        <p className="mt-1 text-xs text-slate-500">
          {keptHint}{" "}
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => setPicker(true)}>
            {pickLabel}
          </button>
        </p>
      </div>
    );
  }
  const year = parts?.year ?? "";
  const month = parts?.month || (year === "" ? pendingMonth : "");
  const monthNames = new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-US", { month: "long", timeZone: "UTC" });
  const write = (nextYear: string, nextMonth: string) => {
    setPendingMonth(nextYear === "" ? nextMonth : "");
    const next = nextYear === "" ? "" : nextMonth === "" ? nextYear : `${nextYear}-${nextMonth}`;
    // Unchanged (a month picked before a year): no edit, so a seeded sample keeps its mark and undo has no no-op.
    if (next !== value) onValue(next);
  };
  const labelId = `${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId} className={cn("min-w-0", reviewPath && "relative")}>
      {reviewPath === undefined ? (
        <p id={labelId} className="mb-1 block text-xs font-medium text-slate-600">
          {label}
        </p>
      ) : (
        <div id={labelId}>
          <ReviewLabel htmlFor={`${id}-year`} label={label} item={review} />
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-1.5">
        <select
          id={`${id}-year`}
          data-field-path={reviewPath}
          aria-label={t("year", { field: label })}
          value={year}
          onChange={(event) => write(event.target.value, month)}
          className={cn(select, review && MARKED_INPUT)}
        >
          <option value="">{t("noYear")}</option>
          {yearOptions(new Date().getFullYear(), year).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <select
          id={`${id}-month`}
          aria-label={t("month", { field: label })}
          value={month}
          onChange={(event) => write(year, event.target.value)}
          className={cn(select, review && MARKED_INPUT)}
        >
          <option value="">{t("noMonth")}</option>
          {Array.from({ length: 12 }, (_, i) => {
            const mm = String(i + 1).padStart(2, "0");
            return (
              <option key={mm} value={mm}>
                {monthNames.format(new Date(Date.UTC(2000, i, 1)))}
              </option>
            );
          })}
        </select>
      </div>
    </div>
  );
}
