"use client";
import { useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";

type Props = { name: string | null; onCancel: () => void; onConfirm: () => void };

/** docs/product.md §4: a resume is deleted only after a confirmation (and still goes to the trash). */
export function ConfirmDeleteDialog({ name, onCancel, onConfirm }: Props) {
  const t = useTranslations("Resumes.confirmDelete");
  return (
    <DialogShell
      open={name !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t("title")}
      description={t("body", { name: name ?? "" })}
      closeLabel={t("cancel")}
    >
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t("confirm")}
        </Button>
      </div>
    </DialogShell>
  );
}
