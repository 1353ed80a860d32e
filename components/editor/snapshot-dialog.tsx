"use client";
// One server snapshot in a dialog: its preview (the document fetched when the dialog opens, drawn by the same
// ResumeDocument as the editor's preview) and the restore, always behind a confirmation, since a restore changes the
// resume on every device. Opened from a row's Restore button it starts at the confirmation.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import { snapshotClient } from "@/lib/client/editor/snapshot-client";
import type { ResumeSnapshotDto, ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";
import { ScaledPreview } from "./preview-pane";

export type SnapshotDialogState = { snapshot: ResumeSnapshotSummaryDto; step: "preview" | "confirm" } | null;

type Props = {
  resumeId: string;
  state: SnapshotDialogState;
  onState: (state: SnapshotDialogState) => void;
  /** Resolves once the restore has finished (or failed); the dialog then closes. */
  onRestore: (snapshot: ResumeSnapshotSummaryDto) => Promise<void>;
};

type Loaded = { id: string; doc: ResumeSnapshotDto | null } | null;

export function SnapshotDialog({ resumeId, state, onState, onRestore }: Props) {
  const t = useTranslations("Editor.history.server");
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [busy, setBusy] = useState(false);
  const previewId = state?.step === "preview" ? state.snapshot.id : null;
  useEffect(() => {
    if (!previewId) return;
    let live = true;
    snapshotClient.get(resumeId, previewId).then(
      (doc) => live && setLoaded({ id: previewId, doc }),
      () => live && setLoaded({ id: previewId, doc: null }),
    );
    return () => {
      live = false;
    };
  }, [resumeId, previewId]);

  const close = () => !busy && onState(null);
  const confirm = async () => {
    if (!state) return;
    setBusy(true);
    try {
      await onRestore(state.snapshot);
    } finally {
      setBusy(false);
      onState(null);
    }
  };
  const time = state ? formatUpdatedAt(state.snapshot.createdAt) : "";
  const current = loaded && loaded.id === previewId ? loaded : null;
  return (
    <DialogShell
      open={state !== null}
      onOpenChange={(open) => !open && close()}
      title={state?.step === "confirm" ? t("confirmTitle") : t("previewTitle")}
      description={state?.step === "confirm" ? t("confirmBody", { time }) : time}
      closeLabel={t("close")}
      size={state?.step === "preview" ? "lg" : "md"}
    >
      {state?.step === "preview" && (
        <>
          <div className="max-h-[60dvh] overflow-y-auto rounded border border-slate-200 bg-slate-50">
            {!current && <p className="p-4 text-sm text-slate-500">{t("previewLoading")}</p>}
            {current && !current.doc && (
              <p role="alert" className="p-4 text-sm text-red-700">
                {t("previewError")}
              </p>
            )}
            {current?.doc && (
              <ScaledPreview data={current.doc.data} config={current.doc.config} label={t("previewTitle")} />
            )}
          </div>
          <Button className="mt-4 w-full" onClick={() => onState({ snapshot: state.snapshot, step: "confirm" })}>
            {t("restore")}
          </Button>
        </>
      )}
      {state?.step === "confirm" && (
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? t("restoring") : t("confirm")}
          </Button>
        </div>
      )}
    </DialogShell>
  );
}
