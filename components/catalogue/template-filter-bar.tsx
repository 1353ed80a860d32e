"use client";
// The list's two filters, each a segmented control of native radio buttons: the browser gives the semantics and the
// keyboard (Tab reaches the checked option, the arrow keys move and choose), and the list page does not carry radix's
// ToggleGroup with its roving focus in its first load. A filter always has exactly one choice.
import { useId } from "react";
import { useTranslations } from "next-intl";
import type { ColumnsFilter, PlanFilter, TemplateFilters } from "./template-filter";

const planOptions: PlanFilter[] = ["all", "free", "premium"];
const columnsOptions: ColumnsFilter[] = ["all", "one", "two"];

const itemClass =
  "relative inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-700 transition-colors " +
  "hover:bg-white hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

type Props = { value: TemplateFilters; onChange: (filters: TemplateFilters) => void };

export function TemplateFilterBar({ value, onChange }: Props) {
  const t = useTranslations("TemplatesPage.filters");
  return (
    <div role="group" aria-label={t("label")} className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <FilterGroup
        label={t("plan")}
        options={planOptions.map((option) => ({ value: option, label: t(option) }))}
        value={value.plan}
        onChange={(plan) => onChange({ ...value, plan })}
      />
      <FilterGroup
        label={t("layout")}
        options={columnsOptions.map((option) => ({ value: option, label: t(option) }))}
        value={value.columns}
        onChange={(columns) => onChange({ ...value, columns })}
      />
    </div>
  );
}

type GroupProps<V extends string> = {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
};

function FilterGroup<V extends string>({ label, options, value, onChange }: GroupProps<V>) {
  const labelId = useId();
  const name = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-600">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="inline-flex rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option.value} className={itemClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Transparent over the whole option rather than sr-only, so a pointer lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
