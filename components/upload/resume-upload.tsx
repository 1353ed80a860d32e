"use client";
// /upload (docs/product.md §2, §4, §5): one PDF or Word resume by the picker or by drop, checked here (type, 5 MB)
// before it is sent; a visitor who picks a file is sent to sign in with `prev` and comes back to this page, where the
// file, kept in the browser meanwhile (pending-upload.ts), goes on with one click (issue 21 item 3). The request code
// loads when the browser is idle or at the first file, so the page's first load stays within its budget
// (docs/benchmarks.md "First-load JavaScript").
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CheckCircle2, Loader2 } from "lucide-react";
import { getPathname, Link } from "@/i18n/navigation";
import { loginPath } from "@/lib/shared/auth/login-path";
import { useIsSignedIn } from "@/lib/client/api-client/use-is-signed-in";
import { useWhenIdle } from "@/lib/client/utils/use-when-idle";
import { Button, buttonClasses } from "@/components/ui/button";
import { StepProgress } from "@/components/ui/step-progress";
import { checkResumeFile } from "./check-resume-file";
import { FileDropZone } from "./file-drop-zone";
import { PendingFileCard } from "./pending-file-card";
import { preloadUploadFlow, stepOf, useResumeUpload, type UploadPhase } from "./use-resume-upload";

const loadPending = () => import("./pending-upload");

const spinner = <Loader2 aria-hidden className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />;

function Working({ phase }: { phase: Extract<UploadPhase, { kind: "creating" | "parsing" }> }) {
  const t = useTranslations("ResumeUpload.progress");
  const known = ["reading", "refining", "saving"] as const;
  const step = known.find((name) => name === (phase.kind === "parsing" ? phase.step : undefined));
  const text = phase.kind === "creating" ? t("creating") : t(step ?? "parsing");
  const progress = phase.kind === "parsing" ? Math.round(phase.progress) : 0;
  // A picture is read by OCR on the server (docs/product.md "Upload"): seconds a page, twice that for one turned over.
  const isPicture = /\.(jpe?g|png)$/i.test(phase.fileName);
  return (
    <div className="flex flex-col gap-3">
      <p className="truncate text-sm text-slate-500">{t("file", { name: phase.fileName })}</p>
      <p className="flex items-center gap-2 text-sm text-slate-800" data-testid="upload-status">
        {spinner}
        {text}
      </p>
      {isPicture && <p className="text-sm text-slate-500">{t("scanSlow")}</p>}
      {phase.kind === "parsing" && (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t("percent", { percent: progress })}
          aria-label={text}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
    </div>
  );
}

function Done({ phase }: { phase: Extract<UploadPhase, { kind: "done" }> }) {
  const t = useTranslations("ResumeUpload.done");
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-emerald-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden className="size-5 shrink-0" />
        {t("title")}
      </p>
      {phase.message && <p className="text-sm text-slate-700">{phase.message}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700" data-testid="upload-countdown">
          {t("countdown", { seconds: phase.seconds })}
        </p>
        <Link href={`/editor/${phase.resumeId}`} className={buttonClasses({ size: "lg" })}>
          {t("goNow")}
        </Link>
      </div>
    </div>
  );
}

function Failed({ phase, onRetry }: { phase: Extract<UploadPhase, { kind: "failed" }>; onRetry: () => void }) {
  const t = useTranslations("ResumeUpload");
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        <p className="font-semibold">{t(phase.stage === "upload" ? "errors.uploadFailed" : "errors.parseFailed")}</p>
        <p className="mt-1 break-words">{phase.reason}</p>
      </div>
      <p className="truncate text-sm text-slate-500">{t("progress.file", { name: phase.fileName })}</p>
      <Button size="lg" variant="outline" className="self-start" onClick={onRetry}>
        {t("errors.retry")}
      </Button>
    </div>
  );
}

/** The upload's four steps (docs/product.md §4: 0 choose a file, 1 creating the task, 2 parsing, 3 done). */
const UPLOAD_STEPS = ["choose", "creating", "parsing", "done"] as const;

export function ResumeUpload() {
  const t = useTranslations("ResumeUpload");
  const tSteps = useTranslations("ResumeUpload.steps");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const isSignedIn = useIsSignedIn();
  const { phase, start, reset } = useResumeUpload();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [hasRetried, setHasRetried] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  useWhenIdle(() => {
    if (isSignedIn !== false) preloadUploadFlow();
  });
  useEffect(() => {
    if (isSignedIn !== true) return;
    let live = true;
    void loadPending()
      .then(({ readPendingUpload }) => readPendingUpload())
      .then(
        (file) => live && setPending(file),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [isSignedIn]);

  async function choose(file: File | null) {
    if (!file) return setRefusal(t("errors.oneFile"));
    const checked = checkResumeFile(file);
    if ("error" in checked) return setRefusal(te(checked.error));
    setRefusal(undefined);
    if (isSignedIn === false) {
      // Kept for after sign-in; if the browser will not keep it, the visitor chooses it again then.
      await loadPending()
        .then(({ keepPendingUpload }) => keepPendingUpload(file))
        .catch(() => false);
      window.location.assign(loginPath(locale, getPathname({ locale, href: "/upload" })));
      return;
    }
    // Used (or replaced by another file): the kept copy goes.
    setPending(null);
    void loadPending().then(
      ({ clearPendingUpload }) => clearPendingUpload(),
      () => undefined,
    );
    void start(file, checked.kind);
  }

  const step = stepOf(phase);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
      <StepProgress t={tSteps} names={UPLOAD_STEPS} step={step} isFailed={phase.kind === "failed"} isLastDone />
      <div>
        {phase.kind === "choose" && pending && (
          <PendingFileCard
            file={pending}
            onContinue={() => void choose(pending)}
            onDiscard={() => {
              setPending(null);
              void loadPending().then(
                ({ clearPendingUpload }) => clearPendingUpload(),
                () => undefined,
              );
            }}
          />
        )}
        {phase.kind === "choose" && !pending && (
          <FileDropZone
            onFile={(file) => void choose(file)}
            error={refusal}
            isVisitor={isSignedIn === false}
            focusOnMount={hasRetried}
          />
        )}
        {(phase.kind === "creating" || phase.kind === "parsing") && <Working phase={phase} />}
        {phase.kind === "done" && <Done phase={phase} />}
        {phase.kind === "failed" && (
          <Failed
            phase={phase}
            onRetry={() => {
              setHasRetried(true);
              reset();
            }}
          />
        )}
      </div>
    </div>
  );
}
