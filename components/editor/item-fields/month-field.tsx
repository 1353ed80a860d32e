"use client";
// A start or end date as a month picker (stored "YYYY-MM"). An older free-text date that names a month opens in the
// picker; any other text ("Summer 2019", a year) stays editable as typed until the user picks a month instead.
import { useId, useState } from "react";
import { toMonthValue } from "@/lib/resume/date-value";
import { cn } from "@/lib/utils/cn";
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

export function MonthField({ label, value, onValue, keptHint, pickLabel, reviewPath }: Props) {
  const id = useId();
  const [picker, setPicker] = useState(false);
  const review = useFieldReview(reviewPath, value);
  const month = value.trim() === "" ? "" : toMonthValue(value);
  if (month === null && !picker) {
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
  return (
    <div className={cn("min-w-0", reviewPath && "relative")}>
      {reviewPath === undefined ? (
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
          {label}
        </label>
      ) : (
        <ReviewLabel htmlFor={id} label={label} item={review} />
      )}
      <input
        id={id}
        type="month"
        value={month ?? ""}
        onChange={(event) => onValue(event.target.value)}
        className={cn(
          "w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none",
          review && MARKED_INPUT,
        )}
      />
    </div>
  );
}
