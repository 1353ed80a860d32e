"use client";
// Change template (docs/product.md §4: the theme resets to the new template's first). Pro templates ask regular users
// to upgrade.
import { Crown } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ops } from "@/lib/client/editor/doc-ops";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { cn } from "@/lib/shared/utils/cn";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";

export function TemplatePanel({ isPremium, onUpgrade }: { isPremium: boolean; onUpgrade: () => void }) {
  const t = useTranslations("Editor.template");
  const locale = useLocale();
  const store = useEditorStore();
  const current = useEditor((s) => s.doc.config.templateName);
  return (
    <EditorCard title={t("title")} id="template">
      <ul className="grid grid-cols-2 gap-2">
        {templateRegistry.map((meta) => (
          <li key={meta.componentName}>
            <button
              type="button"
              aria-pressed={meta.componentName === current}
              onClick={() => (meta.isPro && !isPremium ? onUpgrade() : store.edit(ops.setTemplate(meta.componentName)))}
              className={cn(
                "flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm",
                meta.componentName === current
                  ? "border-brand-600 bg-brand-50 text-brand-900"
                  : "border-slate-200 hover:border-slate-400",
              )}
            >
              <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ background: meta.themes[0]?.hex }} />
              <span className="mr-auto">{locale === "zh" ? meta.title.zh : meta.title.en}</span>
              <span className="text-xs text-slate-500">{t(meta.columns === "two" ? "two" : "one")}</span>
              {meta.isPro && <Crown aria-label={t("pro")} className="size-3.5 text-amber-500" />}
            </button>
          </li>
        ))}
      </ul>
    </EditorCard>
  );
}
