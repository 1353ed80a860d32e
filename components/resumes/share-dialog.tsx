"use client";
// Share a resume: its public link (copy), a QR code of it, and for a private resume the way to the share settings.
import { QRCodeSVG } from "qrcode.react";
import { useTranslations } from "next-intl";
import { CopyField } from "@/components/ui/copy-field";
import { copyText } from "@/components/ui/copy-text";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button, buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; url: string; isPublic: boolean; resumeId: string };

export function ShareDialog({ open, onOpenChange, url, isPublic, resumeId }: Props) {
  const t = useTranslations("Resumes.share");
  const copy = async () => {
    await copyText(url, { copied: t("linkCopied"), failed: t("copyFailed") });
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
    >
      {!isPublic && (
        <div className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t("private")}</p>
          <Link
            href={`/editor/${resumeId}?openConfig=true`}
            className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2" })}
          >
            {t("openSettings")}
          </Link>
        </div>
      )}
      <CopyField
        id="share-link"
        label={t("link")}
        value={url}
        classes={{ label: "block text-slate-700", row: "mt-1", input: "rounded-lg px-3" }}
      >
        <Button onClick={copy}>{t("copyLink")}</Button>
      </CopyField>
      <div className="mt-6 flex justify-center">
        <QRCodeSVG value={url} size={160} role="img" aria-label={t("qr")} />
      </div>
    </DialogShell>
  );
}
