"use client";
// A fixed scale (skill level, language proficiency) as a select. A value typed before the scales existed stays as
// its own option, so opening an old resume never changes or loses it.
import { useId } from "react";
import { levelIndex, levelOptions, type LevelScale } from "@/lib/resume/levels";
import type { TResumeLang } from "@/lib/validations/resume-document/document";

/** `typedLabel` names the option that keeps an older free-text value. */
type Props = {
  label: string;
  scale: LevelScale;
  lang: TResumeLang;
  value: string;
  none: string;
  typedLabel: string;
  onValue: (value: string) => void;
};

export function LevelSelect({ label, scale, lang, value, none, typedLabel, onValue }: Props) {
  const id = useId();
  const options = levelOptions(scale, lang);
  const index = levelIndex(scale, value);
  const typed = value.trim() !== "" && index < 0;
  const selected = index >= 0 ? String(index) : typed ? "typed" : "";
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          if (next === "typed") return;
          onValue(next === "" ? "" : (options[Number(next)] ?? ""));
        }}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
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
