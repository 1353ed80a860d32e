"use client";
// One work or education entry of the creator (docs/product.md §3, §5): title, organization, start month, end month or
// "present", and an optional description. Months are native month pickers, whose value is YYYY-MM.
import { useId, type InputHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFieldErrorText } from "@/lib/client/forms/field-error";
import type { EntryErrors } from "./check-experience";
import type { ExperienceKind, ExperienceValues } from "./creator-types";
import { errorClass, inputClass, labelClass, textareaClass } from "./field-classes";

type Props = {
  kind: ExperienceKind;
  index: number;
  values: ExperienceValues;
  errors: EntryErrors | undefined;
  onChange: (values: ExperienceValues) => void;
  onRemove: () => void;
};

export function ExperienceEntry({ kind, index, values, errors, onChange, onRemove }: Props) {
  const t = useTranslations("AiCreator");
  const id = useId();
  const set = <K extends keyof ExperienceValues>(key: K, value: ExperienceValues[K]) =>
    onChange({ ...values, [key]: value });
  const fieldText = useFieldErrorText();
  const message = (field: keyof ExperienceValues) => fieldText(errors?.[field]);
  // Field ids carry the entry index so the step can focus the first invalid field.
  const fieldId = (field: keyof ExperienceValues) => `${id}-${field}`;
  const describedBy = (field: keyof ExperienceValues) => (message(field) ? `${fieldId(field)}-error` : undefined);
  const error = (field: keyof ExperienceValues) => {
    const text = message(field);
    return text ? (
      <p id={`${fieldId(field)}-error`} role="alert" className={errorClass}>
        {text}
      </p>
    ) : null;
  };
  // One labelled input with its error; the text fields and the month fields differ only in the input's own attributes.
  const input = (
    field: "title" | "organization" | "startDate" | "endDate",
    label: string,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    className = "flex flex-col gap-1.5",
  ) => (
    <div className={className}>
      <label htmlFor={fieldId(field)} className={labelClass}>
        {label}
      </label>
      <input
        id={fieldId(field)}
        data-field={field}
        {...attributes}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={message(field) ? true : undefined}
        aria-describedby={describedBy(field)}
        className={inputClass}
      />
      {error(field)}
    </div>
  );
  const text = (field: "title" | "organization", label: string) => input(field, label, { maxLength: 200 });
  const month = (field: "startDate" | "endDate", label: string, disabled = false) =>
    input(field, label, { type: "month", placeholder: "YYYY-MM", disabled }, "flex min-w-0 flex-col gap-1.5");

  return (
    <fieldset
      data-testid={`${kind}-entry`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <legend className="sr-only">{t(`experience.${kind}.entry`, { number: index + 1 })}</legend>
      <div className="flex items-center justify-between gap-3">
        <p aria-hidden className="text-base font-semibold text-slate-900">
          {t(`experience.${kind}.entry`, { number: index + 1 })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`${t("experience.remove")}: ${t(`experience.${kind}.entry`, { number: index + 1 })}`}
        >
          <Trash2 aria-hidden />
          {t("experience.remove")}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title", t(`experience.${kind}.title`))}
        {text("organization", t(`experience.${kind}.organization`))}
        {month("startDate", t("experience.startDate"))}
        <div className="flex flex-col gap-2">
          {month("endDate", t("experience.endDate"), values.isPresent)}
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              data-field="isPresent"
              checked={values.isPresent}
              onChange={(event) =>
                onChange({
                  ...values,
                  isPresent: event.target.checked,
                  endDate: event.target.checked ? "" : values.endDate,
                })
              }
              className="size-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
            {t("experience.present")}
          </label>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId("description")} className={labelClass}>
          {t(`experience.${kind}.description`)}
        </label>
        <textarea
          id={fieldId("description")}
          data-field="description"
          value={values.description}
          maxLength={2000}
          rows={3}
          onChange={(event) => set("description", event.target.value)}
          aria-invalid={message("description") ? true : undefined}
          aria-describedby={describedBy("description")}
          className={textareaClass}
        />
        {error("description")}
      </div>
    </fieldset>
  );
}
