"use client";
// "What an ATS reads" (issue 25 item 1): the resume's PDF, printed as a download would be in the layout picked here
// (two columns as designed, or one), read back by our parser, pdftotext and pdf.js (POST /api/resumes/{id}/read-back),
// each field shown as read, garbled (with what the reader saw) or lost, with each reader's text in its reading order
// and the fixes that apply (read-back-results.tsx). It checks as soon as it opens — with the layout just downloaded
// when opened from the download notice — and again on "Check again" or another layout. Checking prints a PDF, so it
// is Premium as downloading is: others see why, with the way to upgrade.
import { useEffect, useId, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorText, isApiCode } from "@/lib/client/api-client/api-error";
import { PREMIUM_REQUIRED } from "@/lib/shared/api/codes";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import { EditorCard } from "../editor-card";
import { ReadBackResults } from "./read-back-results";
import { useReadBack } from "./use-read-back";

type Props = {
  resumeId: string;
  isPremium: boolean;
  flush: () => Promise<unknown> | undefined;
  onUpgrade: () => void;
  /** The layout to check first: the one just downloaded, from the download notice. */
  initialFormat?: TPdfFormat;
};

const formats = ["two", "one"] as const;

export function AtsCheckPanel({ resumeId, isPremium, flush, onUpgrade, initialFormat = "two" }: Props) {
  const t = useTranslations("Editor.atsCheck");
  const tApi = useTranslations("ApiErrors");
  const { state, run } = useReadBack(resumeId, flush);
  const [format, setFormat] = useState<TPdfFormat>(initialFormat);
  const started = useRef(false);
  const formatLabel = useId();
  useEffect(() => {
    if (started.current || !isPremium) return;
    started.current = true;
    void run(initialFormat);
  }, [isPremium, initialFormat, run]);
  const choose = (next: TPdfFormat) => {
    setFormat(next);
    void run(next);
  };
  const loading = state.status === "loading";
  const premiumNeeded = !isPremium || (state.status === "error" && isApiCode(state.error, PREMIUM_REQUIRED));

  return (
    <EditorCard title={t("title")} id="ats-check">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {premiumNeeded ? (
        <div className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
          <p>{t("premium")}</p>
          <Button size="sm" className="mt-2" onClick={onUpgrade}>
            {t("upgrade")}
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <fieldset className="min-w-0 flex-1" aria-labelledby={formatLabel}>
              <legend id={formatLabel} className="mb-1 text-sm font-medium text-slate-800">
                {t("format.label")}
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {formats.map((key) => (
                  <label key={key} className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="radio"
                      name={`${formatLabel}-format`}
                      value={key}
                      checked={format === key}
                      disabled={loading}
                      onChange={() => choose(key)}
                      className="size-4 accent-brand-600"
                    />
                    {t(`format.${key}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button variant="outline" size="sm" disabled={loading} onClick={() => void run(format)}>
              {t("rerun")}
            </Button>
          </div>
          <div aria-live="polite" className="mt-3">
            {loading && (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Loader2 aria-hidden className="size-4 animate-spin" />
                {t("loading")}
              </p>
            )}
            {state.status === "done" && <p className="sr-only">{t("done")}</p>}
          </div>
          {state.status === "error" && (
            <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p>{t("error", { reason: errorText(state.error, tApi) })}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void run(state.format)}>
                {t("retry")}
              </Button>
            </div>
          )}
          {state.status === "done" && (
            <ReadBackResults
              result={state.result}
              onCheckOneColumn={format === "two" ? () => choose("one") : undefined}
            />
          )}
        </>
      )}
    </EditorCard>
  );
}
