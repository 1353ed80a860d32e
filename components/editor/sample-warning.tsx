"use client";
// Issue 21: a resume that still holds seeded sample entries (ZItem.sample: a stranger's AWS certificate, languages,
// a project) is not sent, published or shared as the user's own without a word. Before each of those three actions
// the editor lists the samples, with one click that removes them all and goes on, and a way to go on anyway. The
// server does not refuse: going on with a sample is the user's choice to make (docs/decisions.md).
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/editor/doc-ops";
import type { EditorStore } from "@/lib/editor/editor-store";
import { listSampleItems } from "@/lib/editor/sample-items";
import { useEditor, useEditorStore } from "./editor-context";

export type SampleAction = "download" | "publish" | "share";
/** Runs `proceed` at once when the resume has no sample entries; otherwise asks first. */
export type ConfirmSamples = (action: SampleAction, proceed: () => void) => void;
type Pending = { action: SampleAction; proceed: () => void };

export function useSampleWarning(store: EditorStore) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm: ConfirmSamples = (action, proceed) => {
    if (listSampleItems(store.getState().doc.data).length === 0) return proceed();
    setPending({ action, proceed });
  };
  return { confirm, pending, close: () => setPending(null) };
}

type Props = { pending: Pending | null; onClose: () => void };

export function SampleWarningDialog({ pending, onClose }: Props) {
  const t = useTranslations("Editor.samples");
  const store = useEditorStore();
  const data = useEditor((s) => s.doc.data);
  const entries = useMemo(() => listSampleItems(data), [data]);
  const go = (removeFirst: boolean) => {
    if (!pending) return;
    // Removed as one undoable edit before the action runs, so the download or the link carries the cleaned resume.
    if (removeFirst) store.edit(ops.removeSamples(), { kind: "delete" });
    onClose();
    pending.proceed();
  };
  return (
    <DialogShell
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      description={t("description", { action: pending?.action ?? "share" })}
      closeLabel={t("cancel")}
    >
      <ul className="max-h-60 space-y-1 overflow-y-auto text-sm text-slate-800" data-testid="sample-list">
        {entries.map((entry) => (
          <li key={`${entry.sectionId}-${entry.index}`} className="flex items-center gap-2">
            <span className="shrink-0 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("badge")}
            </span>
            <span className="min-w-0 truncate">
              {t("entry", {
                section: entry.sectionName,
                title: entry.title || t("untitled", { n: entry.index + 1 }),
              })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => go(false)}>
          {t("continue")}
        </Button>
        <Button onClick={() => go(true)}>{t("removeAll")}</Button>
      </div>
    </DialogShell>
  );
}
