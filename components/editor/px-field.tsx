"use client";
// A px value stored in 4 px units: typed freely, applied on Enter or blur (rounding while typing would fight the
// user); an empty value goes back to the default.
import { useId, useState } from "react";
import { SPACING_UNIT_PX } from "@/lib/shared/resume/spacing";

export function PxField({ label, units, onCommit }: { label: string; units: number; onCommit: (raw: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(String(units * SPACING_UNIT_PX));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => onCommit(value)}
        onKeyDown={(e) => e.key === "Enter" && onCommit(value)}
        className="w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
      />
    </div>
  );
}
