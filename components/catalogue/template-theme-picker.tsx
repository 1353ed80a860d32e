"use client";
// The colour themes of a template as a radio group (arrow keys move between swatches, as for any radio group). Native
// radio buttons: the browser gives the keyboard and the semantics, and the template pages do not carry radix's
// RadioGroup and roving focus (~12 kB gzip) in their first load.
import { useId } from "react";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import type { TemplateThemeDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

type Props = { themes: TemplateThemeDto[]; value: string | undefined; onChange: (theme: string) => void };

const swatchClass =
  "relative inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm text-slate-700 " +
  "hover:border-slate-400 has-checked:border-slate-900 has-checked:font-medium has-checked:text-slate-900 " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

export function TemplateThemePicker({ themes, value, onChange }: Props) {
  const t = useTranslations("TemplatesPage");
  const labelId = useId();
  const name = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {t("themes")}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {themes.map((theme) => (
          <label key={theme.name} className={swatchClass}>
            <input
              type="radio"
              name={name}
              value={theme.name}
              checked={value === theme.name}
              onChange={() => onChange(theme.name)}
              // Transparent over the whole swatch rather than sr-only, so a pointer lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span
              aria-hidden
              className="flex size-6 items-center justify-center rounded-full text-white"
              style={{ backgroundColor: theme.hex }}
            >
              {value === theme.name && <Check className="size-3.5" />}
            </span>
            {theme.display}
          </label>
        ))}
      </div>
    </div>
  );
}
