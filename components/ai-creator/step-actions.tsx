"use client";
// The footer of the experience steps: Back on the left; Skip and Next on the right (stacked on a phone).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { onBack: () => void; onSkip: () => void; onNext: () => void; isBusy?: boolean };

export function StepActions({ onBack, onSkip, onNext, isBusy = false }: Props) {
  const t = useTranslations("AiCreator.actions");
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
      <Button variant="ghost" onClick={onBack} disabled={isBusy}>
        {t("back")}
      </Button>
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        <Button variant="outline" onClick={onSkip} disabled={isBusy}>
          {t("skip")}
        </Button>
        <Button onClick={onNext} disabled={isBusy} aria-busy={isBusy || undefined}>
          {t("next")}
        </Button>
      </div>
    </div>
  );
}
