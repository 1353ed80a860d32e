"use client";
// The editor's AI tools (issue 15): polish the whole resume, translate it into a new copy, and match it against a job
// description; beside the polish, the resume check without AI (issue 27 item 2). Loaded only when the panel opens.
// With AI off (no useAiEditor context) the panel holds what needs no model: the resume check and the job match.
import { useState } from "react";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import { EditorCard } from "../editor-card";
import { useAiEditor } from "./ai-editor-context";
import { JobMatchCard } from "./job-match-card";
import { ResumeCheckCard } from "./resume-check-card";
import { TranslateCard } from "./translate-card";

type Props = {
  resumeId: string;
  flush: () => Promise<unknown> | undefined;
  /** Opens the content forms at a field (a resume check finding). */
  onShowField: (target: FieldTarget) => void;
};

export function AiPanel({ resumeId, flush, onShowField }: Props) {
  const t = useTranslations("Editor.ai");
  const ai = useAiEditor();
  const [jobDescription, setJobDescription] = useState("");
  return (
    <div className="space-y-4" data-testid="ai-panel">
      {ai && (
        <EditorCard id="ai-polish" title={t("polishTitle")}>
          <p className="mb-3 text-sm text-slate-600">{t("polishIntro")}</p>
          <Button size="sm" disabled={ai.isPolishing} onClick={() => ai.startPolish({ kind: "resume" })}>
            <Sparkles aria-hidden /> {t("polishResume")}
          </Button>
        </EditorCard>
      )}
      <ResumeCheckCard jobDescription={jobDescription} onShowField={onShowField} />
      {ai && <TranslateCard resumeId={resumeId} flush={flush} />}
      <JobMatchCard jobDescription={jobDescription} onJobDescription={setJobDescription} />
    </div>
  );
}
