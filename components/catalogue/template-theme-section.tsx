"use client";
// Theme swatches plus the web resume link that follows the chosen theme (preview dialog and detail page).
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { useTemplateThemeChoice } from "./template-theme-choice";
import { TemplateThemePicker } from "./template-theme-picker";
import { TemplateWebLink } from "./template-web-link";

type Props = { template: Pick<TemplateDto, "themes" | "publicLink">; withQrCode?: boolean; hint?: string };

export function TemplateThemeSection({ template, withQrCode, hint }: Props) {
  const { theme, setTheme } = useTemplateThemeChoice(template.themes[0]?.name);
  return (
    <div className="flex flex-col gap-5">
      {template.themes.length > 0 && (
        <div>
          <TemplateThemePicker themes={template.themes} value={theme} onChange={setTheme} />
          {hint && <p className="mt-2 text-sm text-slate-600">{hint}</p>}
        </div>
      )}
      <TemplateWebLink publicLink={template.publicLink} theme={theme} withQrCode={withQrCode} />
    </div>
  );
}
