"use client";
// The AI creator at /ai (docs/product.md §4): job title → work experience → education → generation. Anyone can fill it
// in; a visitor who starts is sent to sign in with `prev` (docs/product.md §2) and finds the input again on return. The
// last 5 runs are kept in this browser and can be reused (docs/product.md §3, §9).
import { useCallback, useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/i18n/navigation";
import { loginPath } from "@/lib/shared/auth/login-path";
import { useIsSignedIn } from "@/lib/client/api-client/use-is-signed-in";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { StepProgress } from "@/components/ui/step-progress";
import { useWhenIdle } from "@/lib/client/utils/use-when-idle";
import {
  emptyInput,
  toExperienceValues,
  type CreatorHistoryEntry,
  type CreatorInput,
  type ExperienceKind,
} from "./creator-types";
import { JobTitleStep } from "./job-title-step";
import { useGeneration } from "./use-generation";

// The first step renders with the page; the later steps and the saved runs (browser storage only) load after it, when
// the browser is idle, so the page's first load stays within its budget (docs/benchmarks.md "First-load JavaScript").
const loadExperienceStep = () => import("./experience-step");
const loadGenerateStep = () => import("./generate-step");
const loadHistoryList = () => import("./history-list");
const ExperienceStep = dynamic(() => orNothing(loadExperienceStep().then((mod) => mod.ExperienceStep)), {
  ssr: false,
});
const GenerateStep = dynamic(() => orNothing(loadGenerateStep().then((mod) => mod.GenerateStep)), { ssr: false });
const HistoryList = dynamic(() => orNothing(loadHistoryList().then((mod) => mod.HistoryList)), { ssr: false });
// Opened only when an AI call finds the balance too low.
const InsufficientTokensDialog = dynamic(
  () => orNothing(import("@/components/ai/insufficient-tokens-dialog").then((mod) => mod.InsufficientTokensDialog)),
  { ssr: false },
);

function usePreloadSteps(): void {
  useWhenIdle(() => {
    for (const load of [loadExperienceStep, loadGenerateStep, loadHistoryList]) void load().catch(() => undefined);
  });
}

const HEADING_ID = "ai-creator-step-heading";
/** The creator's four steps (docs/product.md §4, §9), named under AiCreator.steps. */
const STEP_NAMES = ["jobTitle", "work", "education", "generate"] as const;
const loadStorage = () => import("./creator-history");

export function AiCreator() {
  const tSteps = useTranslations("AiCreator.steps");
  const locale = useLocale();
  const isSignedIn = useIsSignedIn();
  usePreloadSteps();
  const [step, setStep] = useState(0);
  const [input, setInput] = useState<CreatorInput>(emptyInput);
  // Changes when the job title is set from outside the form (history, a restored draft), to show it in the input.
  const [formKey, setFormKey] = useState(0);
  const [history, setHistory] = useState<CreatorHistoryEntry[]>([]);
  const [hasMoved, setHasMoved] = useState(false);
  const [isTokensDialogOpen, setIsTokensDialogOpen] = useState(false);
  const clearKeyword = useCallback(() => setInput((current) => ({ ...current, keyword: "" })), []);
  const generation = useGeneration({
    onClearKeyword: clearKeyword,
    onInsufficientTokens: () => setIsTokensDialogOpen(true),
    onHistory: setHistory,
  });
  const isRunning = generation.phase.kind === "checking" || generation.phase.kind === "generating";

  // Browser storage exists only here: the saved runs, and the input of a visitor back from signing in. Its module
  // loads after hydration, outside the page's first load.
  useEffect(() => {
    void loadStorage().then(({ readHistory, takeDraft }) => {
      setHistory(readHistory());
      const draft = takeDraft();
      if (!draft) return;
      setInput(draft);
      setFormKey((key) => key + 1);
      setStep(3);
    });
  }, []);

  const go = (next: number) => {
    setHasMoved(true);
    setStep(next);
  };

  const setEntries = (kind: ExperienceKind, skip: boolean | null, entries = input[kind].entries) =>
    setInput((current) => ({
      ...current,
      [kind]: { entries, isSkipped: skip ?? current[kind].isSkipped },
    }));

  function reuse(entry: CreatorHistoryEntry) {
    generation.reset();
    setInput({
      keyword: entry.keyword,
      work: { entries: entry.workExperience.map(toExperienceValues), isSkipped: false },
      education: { entries: entry.educationExperience.map(toExperienceValues), isSkipped: false },
    });
    setFormKey((key) => key + 1);
    go(0);
  }

  function generate() {
    if (isSignedIn === false) {
      const toLogin = () => window.location.assign(loginPath(locale, getPathname({ locale, href: "/ai" })));
      void loadStorage()
        .then(({ saveDraft }) => saveDraft(input))
        .finally(toLogin);
      return;
    }
    void generation.start(input);
  }

  const experience = (kind: ExperienceKind, index: number) => (
    <ExperienceStep
      // One instance per step: the work step's messages and checks never carry over to education.
      key={kind}
      kind={kind}
      state={input[kind]}
      headingId={HEADING_ID}
      focusOnMount={hasMoved}
      onChange={(entries) => setEntries(kind, null, entries)}
      onBack={() => go(index - 1)}
      onNext={(entries) => {
        setEntries(kind, false, entries);
        go(index + 1);
      }}
      onSkip={() => {
        setEntries(kind, true);
        go(index + 1);
      }}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <StepProgress t={tSteps} names={STEP_NAMES} step={step} />
        <div className="mt-6">
          {step === 0 && (
            <JobTitleStep
              key={formKey}
              keyword={input.keyword}
              headingId={HEADING_ID}
              focusOnMount={hasMoved}
              onNext={(keyword) => {
                setInput((current) => ({ ...current, keyword }));
                generation.reset();
                go(1);
              }}
            />
          )}
          {step === 1 && experience("work", 1)}
          {step === 2 && experience("education", 2)}
          {step === 3 && (
            <GenerateStep
              input={input}
              phase={generation.phase}
              draft={generation.draft}
              isSignedIn={isSignedIn}
              headingId={HEADING_ID}
              focusOnMount={hasMoved}
              onGenerate={generate}
              onBack={() => go(2)}
              onRestart={() => {
                generation.reset();
                setFormKey((key) => key + 1);
                go(0);
              }}
            />
          )}
        </div>
      </div>
      <HistoryList
        entries={history}
        disabled={isRunning}
        onReuse={reuse}
        onRemove={(id) => void loadStorage().then(({ removeHistoryEntry }) => setHistory(removeHistoryEntry(id)))}
      />
      {isTokensDialogOpen && <InsufficientTokensDialog open onOpenChange={setIsTokensDialogOpen} />}
    </div>
  );
}
