"use client";
// Step 1 (docs/product.md §4, §5): the job title, required; 4 example titles, expandable to 7 (docs/product.md §9),
// fill it in.
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { useFieldErrorText } from "@/lib/client/forms/field-error";
import { MAX_JOB_TITLE_LENGTH } from "@/lib/shared/validations/ai/creator-messages";
import { errorClass, inputClass, labelClass } from "./field-classes";
import { StepHeading } from "./step-heading";

// The API's own rule for the keyword (docs/product.md §5: required), loaded on first focus as every public form's
// schema is.
const loadSchema = () =>
  import("@/lib/shared/validations/ai/check-profession-body").then((mod) =>
    mod.ZCheckProfessionBody.pick({ keyword: true }),
  );

const EXAMPLE_TITLE_KEYS = ["frontend", "product", "data", "design", "backend", "marketing", "operations"] as const;
const COLLAPSED_EXAMPLES = 4;

type Props = { keyword: string; onNext: (keyword: string) => void; headingId: string; focusOnMount?: boolean };

export function JobTitleStep({ keyword, onNext, headingId, focusOnMount = false }: Props) {
  const t = useTranslations("AiCreator");
  const te = useTranslations("ApiErrors");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ keyword: formText(data, "keyword") }),
    onLoadError: () => setLoadError(te("network")),
    onValid: (values) => onNext(values.keyword),
  });
  const fieldText = useFieldErrorText();
  const error = fieldText(form.errors.keyword) ?? loadError;
  const examples = isExpanded ? EXAMPLE_TITLE_KEYS : EXAMPLE_TITLE_KEYS.slice(0, COLLAPSED_EXAMPLES);

  function fillExample(title: string) {
    const input = inputRef.current;
    if (!input) return;
    input.value = title;
    // The form re-checks on input after a failed submit: let it see the new value.
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.focus();
  }

  return (
    <form {...form.formProps} className="flex flex-col gap-5">
      <StepHeading id={headingId} focusOnMount={focusOnMount}>
        {t("jobTitle.heading")}
      </StepHeading>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={labelClass}>
          {t("jobTitle.label")}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="keyword"
          defaultValue={keyword}
          placeholder={t("jobTitle.placeholder")}
          maxLength={MAX_JOB_TITLE_LENGTH + 20}
          autoComplete="organization-title"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className={errorClass}>
            {error}
          </p>
        )}
      </div>
      <div>
        <p id={`${id}-examples`} className="text-sm font-medium text-slate-600">
          {t("jobTitle.examples")}
        </p>
        <ul aria-labelledby={`${id}-examples`} className="mt-2 flex flex-wrap gap-2">
          {examples.map((key) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => fillExample(t(`jobTitle.exampleTitles.${key}`))}
                className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t(`jobTitle.exampleTitles.${key}`)}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={isExpanded}
              onClick={() => setIsExpanded((value) => !value)}
              className="rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {isExpanded ? t("jobTitle.less") : t("jobTitle.more")}
            </button>
          </li>
        </ul>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={form.isSubmitting}>
          {t("actions.next")}
        </Button>
      </div>
    </form>
  );
}
