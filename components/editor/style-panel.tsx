"use client";
// Resume style (docs/product.md §2): theme colour, font, resume language (renames default section names), spacing
// presets and custom px values (an empty value goes back to the default), the line height and text size a fit to N
// pages set (shown, and taken back to the template's in one click), then each section's own space above it.
import { useLocale, useTranslations } from "next-intl";
import { ops } from "@/lib/client/editor/doc-ops";
import { resumeFonts } from "@/lib/shared/resume/fonts";
import { SPACING_UNIT_PX } from "@/lib/shared/resume/spacing";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import {
  resumeLangs,
  spacingPresets,
  ZSpacing,
  type TResumeLang,
  type TSpacing,
} from "@/lib/shared/validations/resume-document/document";
import { cn } from "@/lib/shared/utils/cn";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { PxField } from "./px-field";
import { SectionSpacing } from "./section-spacing";
import { StyleSelect } from "./style-select";

const defaults = ZSpacing.parse({});
const spacingKeys = ["section", "item", "page"] as const;

export function StylePanel() {
  const t = useTranslations("Editor.style");
  const tFit = useTranslations("Editor.previewTools");
  const locale = useLocale();
  const store = useEditorStore();
  const config = useEditor((s) => s.doc.config);
  const themes = getTemplateMeta(config.templateName)?.themes ?? [];
  const setSpacing = (patch: Partial<TSpacing>) =>
    store.edit(ops.setConfig({ spacing: { ...config.spacing, ...patch } }), { coalesceKey: "spacing" });
  return (
    <EditorCard title={t("title")} id="style">
      <fieldset>
        <legend className="mb-2 text-xs font-medium text-slate-600">{t("theme")}</legend>
        <div className="flex flex-wrap gap-2">
          {/* Named swatches (issue 21 item 16): a colour alone does not say "navy" from "slate" to everyone. */}
          {themes.map((theme) => {
            const selected = config.templateTheme === theme.name;
            return (
              <button
                key={theme.name}
                type="button"
                aria-pressed={selected}
                onClick={() => store.edit(ops.setConfig({ templateTheme: theme.name }))}
                className="flex w-16 flex-col items-center gap-1 rounded-md p-1 text-[11px] leading-tight text-slate-700 hover:bg-slate-100"
              >
                <span
                  aria-hidden
                  className={cn("size-8 rounded-full ring-offset-2", selected && "ring-2 ring-slate-900")}
                  style={{ background: theme.hex }}
                />
                <span className={cn("text-center", selected && "font-semibold text-slate-900")}>
                  {locale === "zh" ? theme.displayZh : theme.display}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <StyleSelect
          label={t("font")}
          value={config.font}
          options={resumeFonts.map((font) => ({ value: font.id, label: locale === "zh" ? font.labelZh : font.label }))}
          onChange={(font) => store.edit(ops.setConfig({ font }))}
        />
        <StyleSelect
          label={t("lang")}
          value={config.lang}
          options={resumeLangs.map((lang) => ({ value: lang, label: t(`langs.${lang}`) }))}
          onChange={(lang: TResumeLang) => store.edit(ops.setLang(lang))}
        />
        <StyleSelect
          label={t("spacing")}
          value={config.spacing.preset}
          options={spacingPresets.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
          onChange={(preset: TSpacing["preset"]) => setSpacing({ preset })}
          className="sm:col-span-2"
        />
        {config.spacing.preset === "custom" &&
          spacingKeys.map((key) => (
            <PxField
              key={`${key}-${config.spacing[key]}`}
              label={t(`px.${key}`)}
              units={config.spacing[key]}
              onCommit={(raw) => {
                const px = Number(raw);
                setSpacing({
                  [key]:
                    raw.trim() === "" || !Number.isFinite(px)
                      ? defaults[key]
                      : Math.max(0, Math.min(20, Math.round(px / SPACING_UNIT_PX))),
                });
              }}
            />
          ))}
        {((config.spacing.lineHeight ?? 100) !== 100 || (config.spacing.fontScale ?? 100) !== 100) && (
          <p className="text-xs text-slate-600 sm:col-span-2" data-testid="fitted-type">
            {tFit("fittedType", {
              lineHeight: config.spacing.lineHeight ?? 100,
              text: Math.round(config.spacing.fontScale ?? 100),
            })}{" "}
            <button
              type="button"
              className="font-medium text-slate-900 underline"
              onClick={() => setSpacing({ lineHeight: undefined, fontScale: undefined })}
            >
              {tFit("resetType")}
            </button>
          </p>
        )}
      </div>
      <SectionSpacing />
    </EditorCard>
  );
}
