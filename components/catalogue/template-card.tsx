"use client";
// One template of the list. The title button stretches over the whole card (its ::after), so a click anywhere opens
// the preview, while the "Details" link sits above it and stays a separate tab stop.
import { memo } from "react";
import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { TemplateColumnsLabel, TemplatePlanBadge, TemplateThemeDots } from "./template-badges";
import { TemplateCover } from "./template-cover";
import type { TemplateListItem } from "./template-list-item";

type Props = { template: TemplateListItem; onOpen: (id: string) => void; preloadCover?: boolean };

export const TemplateCard = memo(function TemplateCard({ template, onOpen, preloadCover }: Props) {
  const t = useTranslations("TemplatesPage");
  return (
    <article
      data-testid="template-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative border-b border-slate-100 bg-slate-50">
        <TemplateCover src={template.coverImage} title={template.title} preload={preloadCover} />
        <TemplatePlanBadge isPro={template.isPro} className="absolute top-3 right-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            <button
              type="button"
              data-template-trigger={template._id}
              aria-label={t("preview", { title: template.title })}
              onClick={() => onOpen(template._id)}
              className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-offset-2"
            >
              {template.title}
            </button>
          </h2>
          <TemplateColumnsLabel columns={template.columns} className="mt-1.5 shrink-0" />
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{template.desc}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <TemplateThemeDots themes={template.themes} />
          {template.slug && (
            <Link
              href={`/templates/${template.slug}`}
              aria-label={t("detailsLabel", { title: template.title })}
              className="relative z-10 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
            >
              {t("details")}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
});
