"use client";
// A fixed scale (skill level, language proficiency) as a select. A value typed before the scales existed stays as
// its own option, so opening an old resume never changes or loses it.
import { useId } from "react";
import { levelIndex, levelOptions, type LevelScale } from "@/lib/shared/resume/levels";
import { cn } from "@/lib/shared/utils/cn";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { useFieldReview } from "../review/review-context";
import { MARKED_INPUT, ReviewLabel } from "../review/review-label";

/** `typedLabel` names the option that keeps an older free-text value. */
type Props = {
  label: string;
  scale: LevelScale;
  lang: TResumeLang;
  value: string;
  none: string;
  typedLabel: string;
  onValue: (value: string) => void;
  /** See TextField's reviewPath. */
  reviewPath?: string;
};

export function LevelSelect({ label, scale, lang, value, none, typedLabel, onValue, reviewPath }: Props) {
  const id = useId();
  const review = useFieldReview(reviewPath, value);
  const options = levelOptions(scale, lang);
  const index = levelIndex(scale, value);
  const typed = value.trim() !== "" && index < 0;
  const selected = index >= 0 ? String(index) : typed ? "typed" : "";
  return (
    <div className={cn("min-w-0", reviewPath && "relative")}>
      {reviewPath === undefined ? (
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
          {label}
        </label>
      ) : (
        <ReviewLabel htmlFor={id} label={label} item={review} />
      )}
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          if (next === "typed") return;
          onValue(next === "" ? "" : (options[Number(next)] ?? ""));
        }}
        className={cn(
          "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900",
          review && MARKED_INPUT,
        )}
      >
        <option value="">{none}</option>
        {options.map((word, i) => (
          <option key={word} value={String(i)}>
            {word}
          </option>
        ))}
        {typed && <option value="typed">{typedLabel}</option>}
      </select>
    </div>
  );
}
