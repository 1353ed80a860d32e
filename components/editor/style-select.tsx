// One of the style panel's choices (style-panel.tsx: font, resume language, spacing preset): a labelled native select.
import { cn } from "@/lib/shared/utils/cn";

type Props<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
};

export function StyleSelect<V extends string>({ label, value, options, onChange, className }: Props<V>) {
  return (
    <label className={cn("text-xs font-medium text-slate-600", className)}>
      {label}
      <select
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
        value={value}
        // The options are the only values the select can take.
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
