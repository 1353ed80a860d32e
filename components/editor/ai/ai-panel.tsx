"use client";
// The editor's AI tools (issue 15): polish the whole resume, translate it into a new copy, and match it against a job
// description. Loaded only when the panel opens.
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EditorCard } from "../editor-card";
import { useAiEditor } from "./ai-editor-context";
import { JobMatchCard } from "./job-match-card";
import { TranslateCard } from "./translate-card";

type Props = { resumeId: string; flush: () => Promise<unknown> | undefined };

export function AiPanel({ resumeId, flush }: Props) {
  const t = useTranslations("Editor.ai");
  const ai = useAiEditor();
  return (
    <div className="space-y-4" data-testid="ai-panel">
      <EditorCard id="ai-polish" title={t("polishTitle")}>
        <p className="mb-3 text-sm text-slate-600">{t("polishIntro")}</p>
        <Button size="sm" disabled={!ai || ai.isPolishing} onClick={() => ai?.startPolish({ kind: "resume" })}>
          <Sparkles aria-hidden /> {t("polishResume")}
        </Button>
      </EditorCard>
      <TranslateCard resumeId={resumeId} flush={flush} />
      <JobMatchCard />
    </div>
  );
}
