"use client";
// Above the content forms of a linked translation (issue 27 item 1, docs/product.md §3 "Linked translations"): how
// many fields changed in the source, "Show next" (focuses the field, focus-field.ts, and shows the source's old and new
// text side by side), "Re-translate what changed" (the editor saves first, then the copy is brought up to date on the
// server with the version it shows and the editor loads the result, as a restore does; Cancel, or leaving the editor,
// aborts it: the server saves nothing and refunds, run-ai-task.ts) and "Unlink". Contacts, dates and link addresses
// changed in the source are counted apart: they are copied as they are, never sent to the model.
import { useEffect, useRef, useState } from "react";
import { Languages, Link2Off, Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { InsufficientTokensDialog } from "@/components/ai/insufficient-tokens-dialog";
import { useInsufficientTokensDialog } from "@/components/ai/use-insufficient-tokens-dialog";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { errorText } from "@/lib/client/api-client/api-error";
import { unlinkTranslation } from "@/lib/client/api-client/translation-client";
import { docOf } from "@/lib/client/editor/editor-store";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { editorAiClient } from "../ai/ai-stream";
import { useEditorStore } from "../editor-context";
import { focusField } from "../focus-field";
import { fieldTargetOf } from "./field-target";
import { useTranslationStatus } from "./use-translation-status";

type Props = { resumeId: string; flush: () => Promise<unknown> | undefined };
type Run =
  { step: "idle" } | { step: "running"; percent: number } | { step: "cancelled" } | { step: "failed"; message: string };

export function LinkedTranslationBanner({ resumeId, flush }: Props) {
  const t = useTranslations("Editor.linked");
  const tApi = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const store = useEditorStore();
  const { state, reload } = useTranslationStatus(resumeId);
  const [index, setIndex] = useState(-1);
  const [replaceEdits, setReplaceEdits] = useState(false);
  const [run, setRun] = useState<Run>({ step: "idle" });
  const tokens = useInsufficientTokensDialog();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  if (state.step === "loading")
    return (
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden className="size-4 animate-spin" /> {t("loading")}
      </p>
    );
  if (state.step === "error")
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        {t("loadFailed")}
        <Button size="sm" variant="outline" onClick={reload}>
          {t("retry")}
        </Button>
      </p>
    );
  const { status } = state;
  if (!status.linked) return null;

  const structure = status.added.length + status.removed.length + (status.reordered ? 1 : 0);
  // Translated fields first, then the copied ones (contacts, dates, link addresses): "Show next" goes through both.
  const changed = [...status.stale, ...status.copied];
  const current = index >= 0 ? changed[index % Math.max(1, changed.length)] : undefined;
  const anyEdited = changed.some((f) => f.edited) || status.removed.some((r) => r.edited);
  const upToDate = changed.length === 0 && structure === 0;
  // Nothing for the model: the server updates the copy without an AI call (docs/api.md "Linked translations").
  const noTokens = !upToDate && status.stale.length === 0 && status.added.length === 0;

  const showNext = () => {
    if (changed.length === 0) return;
    const next = (index + 1) % changed.length;
    setIndex(next);
    const target = fieldTargetOf(changed[next]!.path);
    if (target) focusField(target);
  };
  const retranslate = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setRun({ step: "running", percent: 0 });
    try {
      await flush();
      await editorAiClient.retranslate(
        resumeId,
        { version: store.getState().version, replaceEdits },
        {
          locale,
          signal: abort.signal,
          onMessage: ({ done, total }) =>
            setRun({ step: "running", percent: total > 0 ? Math.round((done / total) * 100) : 100 }),
        },
      );
      const saved = await resumeClient.get(resumeId);
      store.replace(docOf(saved), { version: saved.version, updatedAt: saved.updatedAt });
      setRun({ step: "idle" });
      setIndex(-1);
      reload();
    } catch (failure) {
      if (abort.signal.aborted) return;
      if (tokens.openIfInsufficientTokens(failure)) return setRun({ step: "idle" });
      setRun({ step: "failed", message: errorText(failure, tApi) });
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setRun({ step: "cancelled" });
    reload();
  };
  const unlink = async () => {
    try {
      await unlinkTranslation(resumeId, locale);
      reload();
    } catch (failure) {
      setRun({ step: "failed", message: errorText(failure, tApi) });
    }
  };

  return (
    <section
      aria-labelledby="linked-banner-title"
      data-testid="linked-translation-banner"
      className="rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 shadow-sm sm:p-4"
    >
      <div className="flex items-start gap-2">
        <Languages aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-600" />
        <div className="min-w-0">
          <h2 id="linked-banner-title" className="font-semibold" aria-live="polite">
            {status.sourceMissing
              ? t("sourceMissing")
              : upToDate
                ? t("upToDate", { name: status.sourceName ?? "" })
                : t("count", { count: changed.length })}
          </h2>
          {!upToDate && !status.sourceMissing && (
            <p className="mt-0.5 text-sky-900">
              {t("structure", { added: status.added.length, removed: status.removed.length })}
              {status.reordered && ` ${t("reordered")}`}
            </p>
          )}
          {status.copied.length > 0 && !status.sourceMissing && (
            <p className="mt-0.5 text-sky-900">{t("copied", { count: status.copied.length })}</p>
          )}
          {noTokens && !status.sourceMissing && <p className="mt-0.5 text-sky-900">{t("noTokens")}</p>}
          {status.kept.length + status.keptLinks.length > 0 && (
            <p className="mt-0.5 text-amber-800">
              {t("kept", { count: status.kept.length + status.keptLinks.length })}
            </p>
          )}
        </div>
      </div>
      {current && (
        <div data-testid="linked-field-diff" className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <div className="min-w-0 rounded-md border border-sky-200 bg-white p-2">
            <p className="text-xs font-medium text-slate-500">{t("before")}</p>
            <p className="break-words whitespace-pre-wrap">{current.before}</p>
          </div>
          <div className="min-w-0 rounded-md border border-sky-200 bg-white p-2">
            <p className="text-xs font-medium text-slate-500">{t("after")}</p>
            <p className="break-words whitespace-pre-wrap">{current.after}</p>
          </div>
          {current.edited && <p className="text-amber-800 sm:col-span-2">{t("editedHint")}</p>}
        </div>
      )}
      {anyEdited && !upToDate && (
        <label className="mt-3 flex items-center gap-2">
          <input type="checkbox" checked={replaceEdits} onChange={(event) => setReplaceEdits(event.target.checked)} />
          {t("replaceEdits")}
        </label>
      )}
      <div aria-live="polite" className="mt-2">
        {run.step === "running" && (
          <p className="flex items-center gap-2 text-slate-600">
            <Loader2 aria-hidden className="size-4 animate-spin" /> {t("running", { percent: run.percent })}
          </p>
        )}
        {run.step === "cancelled" && <p className="text-slate-600">{t("cancelled")}</p>}
        {run.step === "failed" && (
          <p role="alert" className="text-red-700">
            {run.message}
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => void unlink()} disabled={run.step === "running"}>
          <Link2Off aria-hidden /> {t("unlink")}
        </Button>
        {changed.length > 0 && (
          <Button size="sm" variant="outline" onClick={showNext}>
            {t("next")}
          </Button>
        )}
        {run.step === "running" ? (
          <Button size="sm" variant="outline" onClick={cancel}>
            {t("cancel")}
          </Button>
        ) : (
          !upToDate &&
          !status.sourceMissing && (
            <Button size="sm" onClick={() => void retranslate()}>
              {t("retranslate")}
            </Button>
          )
        )}
      </div>
      <InsufficientTokensDialog {...tokens.dialog} />
    </section>
  );
}
