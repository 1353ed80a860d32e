"use client";
// The list's two filters as single-choice toggle groups (Radix: arrow keys move, Space/Enter choose).
import { useId } from "react";
import { ToggleGroup } from "radix-ui";
import { useTranslations } from "next-intl";
import type { ColumnsFilter, PlanFilter, TemplateFilters } from "./template-filter";

const planOptions: PlanFilter[] = ["all", "free", "premium"];
const columnsOptions: ColumnsFilter[] = ["all", "one", "two"];

const itemClass =
  "h-9 rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-white hover:text-slate-900 " +
  "data-[state=on]:bg-white data-[state=on]:text-slate-900 data-[state=on]:shadow-sm";

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

type GroupProps<V extends string> = { label: string; options: { value: V; label: string }[]; value: V; onChange: (value: V) => void };

function FilterGroup<V extends string>({ label, options, value, onChange }: GroupProps<V>) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-600">
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        aria-labelledby={labelId}
        value={value}
        // A single toggle group lets the pressed item be unpressed (value ""); a filter always has a choice.
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option) onChange(option.value);
        }}
        className="inline-flex rounded-lg bg-slate-100 p-1"
      >
        {options.map((option) => (
          <ToggleGroup.Item key={option.value} value={option.value} className={itemClass}>
            {option.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
