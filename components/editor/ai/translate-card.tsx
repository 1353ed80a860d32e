"use client";
// Translate (issue 15 item 2): the resume is saved first (the copy is made from the saved version, so no unsaved edit
// is left out), then POST /api/ai/translate streams progress; at the end the user is asked whether to open the copy.
// Any failure shows docs/product.md §8's 'Failed to create translation task, please try again later' (nothing was
// charged), except the two that need their own answer: too few tokens (the recharge dialog) and the resume cap.
import { useRef, useState } from "react";
import { Languages, Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { InsufficientTokensDialog } from "@/components/ai/insufficient-tokens-dialog";
import { useInsufficientTokensDialog } from "@/components/ai/use-insufficient-tokens-dialog";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { RESUME_LIMIT_REACHED } from "@/lib/shared/api/codes";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import type { TTranslateProgress } from "@/lib/shared/validations/ai-editor/translate-body";
import { resumeLangs, type TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { EditorCard } from "../editor-card";
import { useEditor } from "../editor-context";
import { editorAiClient } from "./ai-stream";

type Props = { resumeId: string; flush: () => Promise<unknown> | undefined };
type State =
  | { step: "idle" }
  | { step: "running"; progress: TTranslateProgress | null }
  | { step: "done"; resumeId: string }
  | { step: "failed"; message: string };

export function TranslateCard({ resumeId, flush }: Props) {
  const t = useTranslations("Editor.ai");
  const tLangs = useTranslations("Editor.style.langs");
  const tApi = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const current = useEditor((s) => s.doc.config.lang);
  const [lang, setLang] = useState<TResumeLang>(current === "en" ? "ch" : "en");
  const [state, setState] = useState<State>({ step: "idle" });
  const controller = useRef<AbortController | null>(null);
  const tokens = useInsufficientTokensDialog();

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: "running", progress: null });
    try {
      await flush();
      const { resumeId: copyId } = await editorAiClient.translate(
        { resumeId, lang },
        {
          locale,
          signal: abort.signal,
          onMessage: (progress) => setState({ step: "running", progress }),
        },
      );
      setState({ step: "done", resumeId: copyId });
    } catch (failure) {
      if (abort.signal.aborted) return setState({ step: "idle" });
      if (tokens.openIfInsufficientTokens(failure)) return setState({ step: "idle" });
      const isCap = failure instanceof ApiError && failure.code === RESUME_LIMIT_REACHED;
      setState({ step: "failed", message: isCap ? errorText(failure, tApi) : t("translateFailed") });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setState({ step: "idle" });
  };
  const progress = state.step === "running" ? state.progress : null;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <EditorCard id="ai-translate" title={t("translateTitle")}>
      <p className="mb-3 text-sm text-slate-600">{t("translateIntro")}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-xs font-medium text-slate-600">
          {t("targetLang")}
          <select
            className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
            value={lang}
            disabled={state.step === "running"}
            onChange={(event) => setLang(event.target.value as TResumeLang)}
          >
            {resumeLangs.map((option) => (
              <option key={option} value={option}>
                {tLangs(option)}
              </option>
            ))}
          </select>
        </label>
        {state.step === "running" ? (
          <Button variant="outline" size="sm" onClick={cancel}>
            {t("cancel")}
          </Button>
        ) : (
          <Button size="sm" onClick={() => void start()}>
            <Languages aria-hidden /> {t("translate")}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {state.step === "running" && (
          <div className="space-y-1">
            <p className="flex items-center gap-2 text-slate-600">
              <Loader2 aria-hidden className="size-4 animate-spin" /> {t("translating", { percent })}
            </p>
            <progress className="h-2 w-full" max={100} value={percent} aria-label={t("translateProgress")} />
          </div>
        )}
        {state.step === "failed" && (
          <p role="alert" className="text-red-600">
            {state.message}
          </p>
        )}
      </div>
      <DialogShell
        open={state.step === "done"}
        onOpenChange={(open) => !open && setState({ step: "idle" })}
        title={t("translatedTitle")}
        description={t("translatedDescription", { lang: tLangs(lang) })}
        closeLabel={t("close")}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setState({ step: "idle" })}>
            {t("stay")}
          </Button>
          <Button
            onClick={() => {
              if (state.step === "done") router.push(`/editor/${state.resumeId}`);
            }}
          >
            {t("openCopy")}
          </Button>
        </div>
      </DialogShell>
      <InsufficientTokensDialog {...tokens.dialog} />
    </EditorCard>
  );
}
