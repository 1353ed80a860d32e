"use client";
// The call to action under every guide: opens the start dialog (examples, AI, blank, upload).
import { useTranslations } from "next-intl";
import { StartDialog } from "@/components/dialogs/start-dialog";
import { Button } from "@/components/ui/button";

export function GuideStartCta({ isAiEnabled }: { isAiEnabled: boolean }) {
  const t = useTranslations("Guides.cta");
  return (
    <section aria-labelledby="guide-cta" className="mt-16 rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="guide-cta" className="text-xl font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("body")}</p>
      <StartDialog isAiEnabled={isAiEnabled} trigger={<Button className="mt-5">{t("button")}</Button>} />
    </section>
  );
}
