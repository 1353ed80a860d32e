"use client";
// Deleting an application asks first (issue 26 item 5): it and its job description go for good; the resume and the
// tracked link stay.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { deleteApplication } from "@/lib/client/api-client/application-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";

type Props = { application: ApplicationDto | null; onClose: () => void; onDeleted: (id: string) => void };

export function DeleteApplicationDialog({ application, onClose, onDeleted }: Props) {
  const t = useTranslations("Applications.deleteDialog");
  const locale = useLocale() as Locale;
  const errorText = useSubmitErrorText();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!application) return;
    setBusy(true);
    try {
      await deleteApplication(application.id, locale);
      onDeleted(application.id);
      toast.success(t("deleted"));
    } catch (error) {
      toast.error(`${t("failed")}: ${errorText(error)}`);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <DialogShell
      open={application !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t("title")}
      description={application ? t("body", { role: application.job.role, company: application.job.company }) : ""}
    >
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {t("confirm")}
        </Button>
      </div>
    </DialogShell>
  );
}
