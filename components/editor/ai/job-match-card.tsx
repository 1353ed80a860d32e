"use client";
// Tailor to a job (issue 15 item 3): the user pastes a job description; which of its skills and keywords the resume
// covers and which it lacks is computed here, in the browser, without AI (lib/shared/resume/job-match), and recomputed as
// the resume changes. Polish suggestions aimed at the job go through the same accept / reject flow as any polish.
import { useDeferredValue, useId, useMemo } from "react";
import { Check, Sparkles, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { matchJob } from "@/lib/shared/resume/job-match/match-job";
import { EditorCard } from "../editor-card";
import { useEditor } from "../editor-context";
import { useAiEditor } from "./ai-editor-context";

const MAX_JD_CHARS = 8_000;

/** The description is held by the AI panel, which gives it to the resume check too (issue 27 item 4). */
type Props = { jobDescription: string; onJobDescription: (text: string) => void };

export function JobMatchCard({ jobDescription, onJobDescription }: Props) {
  const t = useTranslations("Editor.ai");
  const ai = useAiEditor();
  const id = useId();
  const data = useEditor((s) => s.doc.data);
  const deferred = useDeferredValue(jobDescription);
  const match = useMemo(() => (deferred.trim() ? matchJob(data, deferred) : null), [data, deferred]);
  const total = match ? match.covered.length + match.missing.length : 0;
  return (
    <EditorCard id="ai-job" title={t("jobTitle")}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {t("jobDescription")}
      </label>
      <textarea
        id={id}
        rows={6}
        maxLength={MAX_JD_CHARS}
        value={jobDescription}
        onChange={(event) => onJobDescription(event.target.value)}
        placeholder={t("jobPlaceholder")}
        className="w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-none"
      />
      {match && (
        <div className="mt-3 space-y-3" aria-live="polite" data-testid="job-match">
          <p className="text-sm font-medium text-slate-800">
            {total === 0 ? t("noKeywords") : t("matchScore", { covered: match.covered.length, total })}
          </p>
          {match.covered.length > 0 && (
            <KeywordList title={t("covered")} words={match.covered.map((k) => k.label)} isCovered />
          )}
          {match.missing.length > 0 && (
            <KeywordList title={t("missing")} words={match.missing.map((k) => k.label)} isCovered={false} />
          )}
          {match.missing.length > 0 && <p className="text-xs text-slate-500">{t("missingHint")}</p>}
          {ai && (
            <Button
              size="sm"
              disabled={ai.isPolishing}
              onClick={() => ai.startPolish({ kind: "resume" }, jobDescription.trim())}
            >
              <Sparkles aria-hidden /> {t("polishForJob")}
            </Button>
          )}
        </div>
      )}
    </EditorCard>
  );
}

function KeywordList({ title, words, isCovered }: { title: string; words: string[]; isCovered: boolean }) {
  return (
    <div>
      <h3 className="mb-1 text-xs font-medium text-slate-600">{title}</h3>
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
