"use client";
// One polish (issue 15 item 1), loaded when the first one starts: the texts of the target as the editor has them now
// go to POST /api/ai/polish, suggestions stream in, each shown as a diff against its text and accepted or rejected on
// its own. Accepting is one edit of the store (one undo step); a text edited since the suggestion came is not
// overwritten (the suggestion asks for a new polish instead). Cancel or close aborts the stream: the server refunds.
import { useEffect, useRef, useState } from "react";
import { Loader2, X } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { InsufficientTokensDialog } from "@/components/ai/insufficient-tokens-dialog";
import { useInsufficientTokensDialog } from "@/components/ai/use-insufficient-tokens-dialog";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { errorText } from "@/lib/client/api-client/api-error";
import { ops } from "@/lib/client/editor/doc-ops";
import { polishTexts, textAt } from "@/lib/client/editor/polish-targets";
import { parsePolishPath, type TPolishSuggestion } from "@/lib/shared/validations/ai-editor/polish-body";
import { useEditor, useEditorStore } from "../editor-context";
import type { PolishRequest } from "./ai-editor-context";
import { editorAiClient } from "./ai-stream";
import { SuggestionCard } from "./suggestion-card";

type Status = "running" | "done" | "empty" | "failed" | "cancelled";
export type SuggestionState = TPolishSuggestion & { decision: "open" | "accepted" | "rejected" };

type Props = { request: PolishRequest; onRunning: (running: boolean) => void; onClose: () => void };

export function PolishSession({ request, onRunning, onClose }: Props) {
  const t = useTranslations("Editor.ai");
  const tApi = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const store = useEditorStore();
  const data = useEditor((s) => s.doc.data);
  const tokens = useInsufficientTokensDialog();
  const [status, setStatus] = useState<Status>("running");
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestionState[]>([]);
  // What the finished polish was charged: a polish that suggests nothing still says what it used (issue 21 item 12).
  const [usedTokens, setUsedTokens] = useState(0);
  const format = useFormatter();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const { id, doc } = store.getState();
    const texts = polishTexts(doc.data, request.target);
    if (texts.length === 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus("empty");
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    onRunning(true);
    editorAiClient
      .polish(
        { resumeId: id, texts, ...(request.jobDescription && { jobDescription: request.jobDescription }) },
        {
          locale,
          signal: abort.signal,
          onMessage: (suggestion) => setSuggestions((list) => [...list, { ...suggestion, decision: "open" }]),
        },
      )
      .then(
        (finish) => {
          setUsedTokens(finish.usedTokens);
          setStatus("done");
        },
        (failure: unknown) => {
          if (abort.signal.aborted) return;
          setStatus("failed");
          if (!tokens.openIfInsufficientTokens(failure)) setError(errorText(failure, tApi));
        },
      );
    // Finishing or leaving ends the request; a stream still open is cancelled (the server refunds it).
    return () => {
      abort.abort();
      onRunning(false);
    };
    // One run per request: the session is keyed by the request id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (status !== "running") onRunning(false);
  }, [status, onRunning]);

  const cancel = () => {
    controller.current?.abort();
    setStatus("cancelled");
  };
  const decide = (path: string, decision: "accepted" | "rejected") =>
    setSuggestions((list) => list.map((s) => (s.path === path ? { ...s, decision } : s)));
  const accept = (suggestion: SuggestionState) => {
    const at = parsePolishPath(suggestion.path);
    if (!at || textAt(store.getState().doc.data, suggestion.path) !== suggestion.original) return;
    store.edit(ops.setItem(at.sectionId, at.index, { [at.field]: suggestion.suggestion }));
    decide(suggestion.path, "accepted");
  };
  const open = suggestions.filter((s) => s.decision === "open");

  return (
    <aside
      aria-label={t("suggestions")}
      className="fixed inset-x-2 bottom-16 z-40 flex max-h-[60dvh] flex-col rounded-xl border border-slate-200 bg-white shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[28rem]"
      data-testid="polish-session"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <h2 className="mr-auto text-sm font-semibold text-slate-900">
          {request.jobDescription ? t("tailoredSuggestions") : t("suggestions")}
        </h2>
        {status === "running" ? (
          <Button variant="outline" size="sm" onClick={cancel}>
            {t("cancel")}
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label={t("close")} title={t("close")} onClick={onClose}>
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="space-y-3 overflow-y-auto p-4" aria-live="polite">
        {status === "running" && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 aria-hidden className="size-4 animate-spin" /> {t("polishing")}
          </p>
        )}
        {status === "empty" && <p className="text-sm text-slate-600">{t("nothingToPolish")}</p>}
        {status === "cancelled" && <p className="text-sm text-slate-600">{t("cancelled")}</p>}
        {status === "failed" && error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        {status === "done" && open.length === 0 && (
          <p className="text-sm text-slate-600">
            {suggestions.length === 0 ? t("noSuggestionsUsed", { tokens: format.number(usedTokens) }) : t("allDecided")}
          </p>
        )}
        <ul className="space-y-3">
          {open.map((suggestion) => (
            <SuggestionCard
              key={suggestion.path}
              suggestion={suggestion}
              current={textAt(data, suggestion.path)}
              onAccept={() => accept(suggestion)}
              onReject={() => decide(suggestion.path, "rejected")}
            />
          ))}
        </ul>
      </div>
      <InsufficientTokensDialog {...tokens.dialog} />
    </aside>
  );
}
