"use client";
// Issue 21: a resume that still holds seeded sample entries (ZItem.sample: a stranger's AWS certificate, languages,
// a project) is not sent, published or shared as the user's own without a word. Before each of those three actions
// the editor lists the samples, with one click that removes them all and goes on, and a way to go on anyway. The
// server does not refuse: going on with a sample is the user's choice to make (docs/decisions.md).
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/client/editor/doc-ops";
import type { EditorStore } from "@/lib/client/editor/editor-store";
import { listSampleItems } from "@/lib/client/editor/sample-items";
import { useEditor, useEditorStore } from "./editor-context";
import { SamplesDialog } from "./samples-dialog";

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
    <SamplesDialog
      open={pending !== null}
      action={pending?.action ?? "share"}
      entries={entries}
      onClose={onClose}
      onGo={go}
    />
  );
}

/** Issue 21: a resume that is already public shows a sample added later to anyone with the link. The share panel says
 * so while the link is on, with the same one click that removes them all. */
export function PublicSamplesNotice() {
  const t = useTranslations("Editor.samples");
  const store = useEditorStore();
  const count = useEditor((s) => listSampleItems(s.doc.data).length);
  if (count === 0) return null;
  return (
    <div role="status" data-testid="public-samples" className="my-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t("publicNotice", { count })}</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        onClick={() => store.edit(ops.removeSamples(), { kind: "delete" })}
      >
        {t("removeAllNow")}
      </Button>
    </div>
  );
}
