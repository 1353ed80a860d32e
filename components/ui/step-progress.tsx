// A flow's steps as a row of bars with their names: those before the current one ticked as done, the current one
// marked for assistive technology with aria-current (and red while it has failed), and a polite live region that
// says which step the flow has reached. The AI creator (ai-creator/ai-creator.tsx) and the upload
// (upload/resume-upload.tsx) show their steps with it; each names them under its own `steps` messages.
import { Check } from "lucide-react";
import { cn } from "@/lib/shared/utils/cn";

/** A flow's `steps` messages: `label` names the list, `current` is the live region's sentence, and one per step. */
type StepText<N extends string> = (
  key: "label" | "current" | N,
  values?: { step: number; count: number; name: string },
) => string;

type Props<N extends string> = {
  t: StepText<N>;
  names: readonly N[];
  step: number;
  isFailed?: boolean;
  /** Whether reaching the last step finishes the flow (the upload's "done"), so it is ticked rather than under way. */
  isLastDone?: boolean;
};

export function StepProgress<N extends string>({ t, names, step, isFailed, isLastDone }: Props<N>) {
  return (
    <>
      <ol aria-label={t("label")} className="grid grid-cols-4 gap-2">
        {names.map((name, index) => {
          const isDone = index < step || (isLastDone && index === step && step === names.length - 1);
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
      <p className="sr-only" aria-live="polite">
        {t("current", { step: step + 1, count: names.length, name: t(names[step]!) })}
      </p>
    </>
  );
}
