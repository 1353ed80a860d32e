"use client";
// Step 4 (docs/product.md §4): what will be sent, then the check and the generation with the resume appearing as it is
// written. A visitor sees the same summary and is sent to sign in when starting (docs/product.md §2), the input kept
// for their return.
import { useTranslations } from "next-intl";
import { CheckCircle2, Loader2 } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import type { CreatorInput, ExperienceStepState, PartialDraft } from "./creator-types";
import { DraftPreview } from "./draft-preview";
import { StepHeading } from "./step-heading";
import type { GenerationPhase } from "./use-generation";

type Props = {
  input: CreatorInput;
  phase: GenerationPhase;
  draft: PartialDraft | null;
  isSignedIn: boolean | null;
  headingId: string;
  /** Focus the heading when the step appears (not on the page's first render). */
  focusOnMount?: boolean;
  onGenerate: () => void;
  onBack: () => void;
  onRestart: () => void;
};

function Status({ phase }: { phase: GenerationPhase }) {
  const t = useTranslations("AiCreator.progress");
  const spinner = <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />;
  switch (phase.kind) {
    case "checking":
      return (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {spinner}
          {t("checking")}
        </p>
      );
    case "generating":
      return (
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex items-center gap-2 text-emerald-700">
            <CheckCircle2 aria-hidden className="size-4" />
            {t("valid")}
          </p>
          <p className="flex items-center gap-2 text-slate-700">
            {spinner}
            {t("generating")}
          </p>
        </div>
      );
    case "success":
      return (
        <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          <CheckCircle2 aria-hidden className="size-4" />
          {t("success")}
        </p>
      );
    case "invalid":
      return (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t("invalid", { keyword: phase.keyword })}
        </p>
      );
    case "failed":
      return (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {phase.message}
        </p>
      );
    default:
      return null;
  }
}

export function GenerateStep({
  input,
  phase,
  draft,
  isSignedIn,
  headingId,
  focusOnMount = false,
  onGenerate,
  onBack,
  onRestart,
}: Props) {
  const t = useTranslations("AiCreator");
  const isRunning = phase.kind === "checking" || phase.kind === "generating";
  const isOver = phase.kind === "invalid" || phase.kind === "failed";
  const count = (step: ExperienceStepState) => (step.isSkipped ? t("summary.skipped") : String(step.entries.length));
  const showPreview = draft !== null || phase.kind === "generating";

  return (
    <div className="flex flex-col gap-5">
      <StepHeading id={headingId} focusOnMount={focusOnMount}>
        {t("summary.heading")}
      </StepHeading>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-500">{t("summary.jobTitle")}</dt>
        <dd data-testid="summary-keyword" className="font-medium break-words text-slate-900">
          {input.keyword || "—"}
        </dd>
        <dt className="text-slate-500">{t("summary.work")}</dt>
        <dd className="text-slate-900">{count(input.work)}</dd>
        <dt className="text-slate-500">{t("summary.education")}</dt>
        <dd className="text-slate-900">{count(input.education)}</dd>
      </dl>
      <p className="text-sm text-slate-600">{t("summary.cost")}</p>
      {isSignedIn === false && <p className="text-sm font-medium text-slate-800">{t("summary.visitor")}</p>}
      <div aria-live="polite" data-testid="generation-status">
        <Status phase={phase} />
      </div>
      {showPreview && <DraftPreview draft={draft ?? {}} isLive={phase.kind === "generating"} />}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
        <Button variant="ghost" onClick={onBack} disabled={isRunning || phase.kind === "success"}>
          {t("actions.back")}
        </Button>
        <div className="flex flex-col gap-3 sm:ml-auto sm:flex-row">
          {phase.kind === "success" ? (
            <Link href={`/editor/${phase.resumeId}`} className={buttonClasses({ size: "lg" })}>
              {t("actions.openEditor")}
            </Link>
          ) : isOver ? (
            <Button size="lg" onClick={onRestart}>
              {t("actions.retry")}
            </Button>
          ) : (
            <Button
              size="lg"
              onClick={onGenerate}
              disabled={isRunning || isSignedIn === null || input.keyword.trim() === ""}
              aria-busy={isRunning || undefined}
            >
              {isRunning && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
              {isSignedIn === false ? t("actions.signInToGenerate") : t("actions.generate")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
