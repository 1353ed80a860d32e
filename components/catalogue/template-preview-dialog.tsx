"use client";
// SPEC §2 template preview: cover, colour themes, columns, the web resume with its QR code and 'Use This Template'.
// Controlled by the list (which mirrors it in ?template=); without a Radix trigger, focus is handed back to the
// card's button explicitly, which also covers a preview opened from a deep link. The list loads this module on
// demand (template-catalogue.tsx), with radix Dialog and everything the preview shows.
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { TemplateColumnsLabel, TemplatePlanBadge } from "./template-badges";
import { TemplateCover } from "./template-cover";
import type { TemplateListItem } from "./template-list-item";
import { TemplateThemeSection } from "./template-theme-section";
import { TemplateUseButton } from "./template-use-button";

type Props = { template: TemplateListItem | null; onClose: () => void };

export function TemplatePreviewDialog({ template, onClose }: Props) {
  const t = useTranslations("TemplatesPage.dialog");
  const returnFocus = (event: Event) => {
    const triggers = document.querySelectorAll<HTMLElement>("[data-template-trigger]");
    const card = [...triggers].find((trigger) => trigger.dataset.templateTrigger === template?._id);
    if (!card) return;
    event.preventDefault();
    card.focus({ preventScroll: true });
  };
  return (
    <Dialog.Root open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        {template && (
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-8"
          >
            <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8">
              <div className="order-2 overflow-hidden rounded-xl border border-slate-200 md:order-1">
                <TemplateCover src={template.coverImage} title={template.title} preload />
              </div>
              <div className="order-1 flex flex-col gap-5 md:order-2">
                <div>
                  <div className="flex flex-wrap items-center gap-3 pr-8">
                    <Dialog.Title className="text-2xl font-semibold text-slate-900">{template.title}</Dialog.Title>
                    <TemplatePlanBadge isPro={template.isPro} />
                    <TemplateColumnsLabel columns={template.columns} />
                  </div>
                  <Dialog.Description className="mt-2 text-slate-600">{template.desc}</Dialog.Description>
                </div>
                <TemplateThemeSection key={template._id} template={template} withQrCode />
                <TemplateUseButton componentName={template.componentName} className="w-full" />
                <TemplateDetailsLink slug={template.slug} label={t("details")} />
              </div>
            </div>
            <Dialog.Close aria-label={t("close")} className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
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
