"use client";
// The job match on the applications page (issue 26 item 2): the editor's keyword match (lib/shared/resume/job-match,
// components/editor/ai/job-match-card.tsx) of the pasted posting against the chosen resume, computed by the server,
// which has the resume (POST /api/applications/match). Asked for with a button: the form's text may change a lot.
import { useState } from "react";
import { Check, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { matchJob } from "@/lib/client/api-client/application-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import type { JobMatchDto } from "@/lib/shared/validations/applications/application";

/** `read` gives the form's current resume and description when the button is pressed. */
type Props = { read: () => { resumeId: string; description: string } };

export function JobMatchPanel({ read }: Props) {
  const t = useTranslations("Applications.match");
  const locale = useLocale() as Locale;
  const errorText = useSubmitErrorText();
  const [state, setState] = useState<
    { status: "idle" | "needs" | "busy" } | { status: "done"; match: JobMatchDto } | { status: "failed"; text: string }
  >({ status: "idle" });
  const check = async () => {
    const { resumeId, description } = read();
    if (!resumeId || !description.trim()) return setState({ status: "needs" });
    setState({ status: "busy" });
    try {
      setState({ status: "done", match: await matchJob({ resumeId, description }, locale) });
    } catch (error) {
      setState({ status: "failed", text: errorText(error) });
    }
  };
  const total = state.status === "done" ? state.match.covered.length + state.match.missing.length : 0;
  return (
    <section aria-labelledby="application-match-title" className="space-y-3 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="application-match-title" className="text-sm font-semibold text-slate-900">
          {t("title")}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={state.status === "busy"}
          onClick={() => void check()}
        >
          {state.status === "busy" ? t("checking") : t("check")}
        </Button>
      </div>
      <div aria-live="polite" data-testid="application-match">
        {(state.status === "idle" || state.status === "needs") && (
          <p className={state.status === "needs" ? "text-sm text-amber-800" : "text-xs text-slate-500"}>{t("needs")}</p>
        )}
        {state.status === "failed" && (
          <p role="alert" className="text-sm text-red-700">
            {t("failed")}: {state.text}
          </p>
        )}
        {state.status === "done" && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">
              {total === 0 ? t("none") : t("score", { covered: state.match.covered.length, total })}
            </p>
            <Keywords title={t("covered")} words={state.match.covered} isCovered />
            <Keywords title={t("missing")} words={state.match.missing} isCovered={false} />
          </div>
        )}
      </div>
    </section>
  );
}

function Keywords({ title, words, isCovered }: { title: string; words: string[]; isCovered: boolean }) {
  if (words.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1 text-xs font-medium text-slate-600">{title}</h4>
      <ul className="flex flex-wrap gap-1.5" aria-label={title}>
        {words.map((word) => (
          <li
            key={word}
            className={
              isCovered
                ? "flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800"
                : "flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800"
            }
          >
            {isCovered ? <Check aria-hidden className="size-3" /> : <X aria-hidden className="size-3" />}
            {word}
          </li>
        ))}
      </ul>
    </div>
  );
}
