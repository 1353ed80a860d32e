// The upload's four steps (docs/product.md §4: 0 choose a file, 1 creating the task, 2 parsing, 3 done), the current
// one marked for assistive technology with aria-current.
import { useTranslations } from "next-intl";
import { Check } from "lucide-react";
import { cn } from "@/lib/shared/utils/cn";

export const UPLOAD_STEPS = ["choose", "creating", "parsing", "done"] as const;

export function UploadSteps({ step, isFailed = false }: { step: number; isFailed?: boolean }) {
  const t = useTranslations("ResumeUpload.steps");
  return (
    <ol aria-label={t("label")} className="grid grid-cols-4 gap-2">
      {UPLOAD_STEPS.map((name, index) => {
        const isDone = index < step || (index === step && step === UPLOAD_STEPS.length - 1);
        const isCurrent = index === step;
        return (
          <li key={name} aria-current={isCurrent ? "step" : undefined} className="flex min-w-0 flex-col gap-2">
            <span
              aria-hidden
              className={cn(
                "h-1.5 rounded-full",
                isCurrent && isFailed ? "bg-red-500" : isDone || isCurrent ? "bg-brand-600" : "bg-slate-200",
              )}
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
