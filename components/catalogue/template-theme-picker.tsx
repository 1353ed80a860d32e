"use client";
// The colour themes of a template as a radio group (arrow keys move between swatches, as for any radio group).
import { useId } from "react";
import { Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useTranslations } from "next-intl";
import type { TemplateThemeDto } from "@/lib/services/catalogue/to-catalogue-dto";

type Props = { themes: TemplateThemeDto[]; value: string | undefined; onChange: (theme: string) => void };

export function TemplateThemePicker({ themes, value, onChange }: Props) {
  const t = useTranslations("TemplatesPage");
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {t("themes")}
      </p>
      <RadioGroup.Root aria-labelledby={labelId} value={value} onValueChange={onChange} className="mt-2 flex flex-wrap gap-2">
        {themes.map((theme) => (
          <RadioGroup.Item
            key={theme.name}
            value={theme.name}
            className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm text-slate-700 hover:border-slate-400 data-[state=checked]:border-slate-900 data-[state=checked]:font-medium data-[state=checked]:text-slate-900"
          >
            <span aria-hidden className="flex size-6 items-center justify-center rounded-full text-white" style={{ backgroundColor: theme.hex }}>
              <RadioGroup.Indicator>
                <Check className="size-3.5" />
              </RadioGroup.Indicator>
            </span>
            {theme.display}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
