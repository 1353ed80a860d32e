"use client";
// docs/product.md §2 template preview: cover, colour themes, columns, the web resume with its QR code and 'Use This
// Template'. Controlled by the list (which mirrors it in ?template=); without a trigger, focus is handed back to the
// card's button explicitly, which also covers a preview opened from a deep link. The list loads this module on demand
// (template-catalogue.tsx), with radix Dialog and everything the preview shows.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { DialogDescription, DialogTitle } from "@/components/dialogs/dialog-parts";
import { Link } from "@/i18n/navigation";
import { TemplateColumnsLabel, TemplatePlanBadge } from "./template-badges";
import { TemplateCover } from "./template-cover";
import type { TemplateListItem } from "./template-list-item";
import { TemplateThemeChoice } from "./template-theme-choice";
import { TemplateThemeSection } from "./template-theme-section";
import { TemplateUseButton } from "./template-use-button";

type Props = { template: TemplateListItem | null; onClose: () => void };

export function TemplatePreviewDialog({ template, onClose }: Props) {
  const t = useTranslations("TemplatesPage.dialog");
  // The card to return focus to, still known once the list has cleared `template` on close.
  const [shownId, setShownId] = useState(template?._id);
  if (template && template._id !== shownId) setShownId(template._id);
  const findCard = () =>
    [...document.querySelectorAll<HTMLElement>("[data-template-trigger]")].find(
      (trigger) => trigger.dataset.templateTrigger === shownId,
    );
  return (
    <DialogShell
      size="lg"
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t("close")}
      returnFocusTo={findCard}
    >
      {template && (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8">
          <div className="order-2 overflow-hidden rounded-xl border border-slate-200 md:order-1">
            <TemplateCover src={template.coverImage} title={template.title} preload />
          </div>
          <div className="order-1 flex flex-col gap-5 md:order-2">
            <div>
              <div className="flex flex-wrap items-center gap-3 pr-8">
                <DialogTitle className="text-2xl font-semibold text-slate-900">{template.title}</DialogTitle>
                <TemplatePlanBadge isPro={template.isPro} />
                <TemplateColumnsLabel columns={template.columns} />
              </div>
              <DialogDescription className="mt-2 text-slate-600">{template.desc}</DialogDescription>
            </div>
            <TemplateThemeChoice key={template._id} initialTheme={template.themes[0]?.name}>
              <TemplateThemeSection template={template} withQrCode />
              <TemplateUseButton componentName={template.componentName} isPro={template.isPro} className="w-full" />
            </TemplateThemeChoice>
            <TemplateDetailsLink slug={template.slug} label={t("details")} />
          </div>
        </div>
      )}
    </DialogShell>
  );
}

function TemplateDetailsLink({ slug, label }: { slug: string | null; label: string }) {
  if (!slug) return null;
  return (
    <Link href={`/templates/${slug}`} className="self-center text-sm font-medium text-brand-700 hover:underline">
      {label}
    </Link>
  );
}
