"use client";
// Revoking a tracked link asks first (issue 26 item 4): it cannot be undone, and the recipient loses the resume at once.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";

type Props = {
  link: ShareLinkDto | null;
  onClose: () => void;
  /** Resolves once the revoke has finished (or failed); the dialog then closes. */
  onConfirm: (link: ShareLinkDto) => Promise<void>;
};

export function RevokeShareLinkDialog({ link, onClose, onConfirm }: Props) {
  const t = useTranslations("ShareLinks");
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!link) return;
    setBusy(true);
    try {
      await onConfirm(link);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <DialogShell
      open={link !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t("revokeTitle")}
      description={link ? t("revokeBody", { label: link.label }) : ""}
    >
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? t("revoking") : t("revokeConfirm")}
        </Button>
      </div>
    </DialogShell>
  );
}
