"use client";
// Revoking a review link and deleting a comment ask first (issue 26 item 6): neither can be undone.
import { useState } from "react";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";

type Props = {
  open: boolean;
  title: string;
  body: string;
  labels: { cancel: string; confirm: string; busy: string };
  onClose: () => void;
  /** Resolves once the action has finished (or failed); the dialog then closes. */
  onConfirm: () => Promise<void>;
};

export function ConfirmDialog({ open, title, body, labels, onClose, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <DialogShell open={open} onOpenChange={(next) => !next && !busy && onClose()} title={title} description={body}>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {labels.cancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? labels.busy : labels.confirm}
        </Button>
      </div>
    </DialogShell>
  );
}
