// The creator's four steps (docs/product.md §4, §9), the current one marked for assistive technology with aria-current.
import { useTranslations } from "next-intl";
import { Check } from "lucide-react";
import { cn } from "@/lib/shared/utils/cn";

export const STEP_NAMES = ["jobTitle", "work", "education", "generate"] as const;

export function StepIndicator({ step }: { step: number }) {
  const t = useTranslations("AiCreator.steps");
  return (
    <ol aria-label={t("label")} className="grid grid-cols-4 gap-2">
      {STEP_NAMES.map((name, index) => {
        const isDone = index < step;
        const isCurrent = index === step;
        return (
          <li key={name} aria-current={isCurrent ? "step" : undefined} className="flex flex-col gap-2">
            <span
              aria-hidden
              className={cn("h-1.5 rounded-full", isDone || isCurrent ? "bg-brand-600" : "bg-slate-200")}
            />
            <span
              className={cn(
                "flex items-center gap-1 text-xs font-medium sm:text-sm",
                isCurrent ? "text-brand-800" : isDone ? "text-slate-700" : "text-slate-400",
              )}
            >
              {isDone && <Check aria-hidden className="size-3.5 shrink-0" />}
              <span className="truncate">{t(name)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
