"use client";
// Part of the share panel: once the resume is public, its link (the premium custom URL when there is one), a copy
// button and a QR code of the same link, so the owner can hand it on without leaving the editor.
import { useSyncExternalStore } from "react";
import { QRCodeSVG } from "qrcode.react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { copyText } from "@/components/ui/copy-text";
import type { Locale } from "@/i18n/routing";
import { publicResumeUrl } from "@/lib/client/editor/resume-client";
import type { TResumeConfig } from "@/lib/shared/validations/resume-document/document";
import type { ConfirmSamples } from "./sample-warning";

const noSubscribe = () => () => {};

type Props = { uuid: string; config: TResumeConfig; useCustomUrl: boolean; confirmSamples: ConfirmSamples };

export function ShareLink({ uuid, config, useCustomUrl, confirmSamples }: Props) {
  const t = useTranslations("Editor.share");
  const locale = useLocale() as Locale;
  // The link points at the origin the owner is using; the server render has none, so it shows after hydration.
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
  if (!origin) return null;
  const url = publicResumeUrl(
    origin,
    { uuid, config: { ...config, customURL: useCustomUrl ? config.customURL : "" } },
    locale,
  );
  const copy = async () => {
    await copyText(url, { copied: t("linkCopied"), failed: t("copyFailed") });
  };
  return (
    <div className="py-3" data-testid="share-link">
      <CopyField
        id="public-link"
        label={t("publicLink")}
        value={url}
        classes={{
          label: "mb-1 block text-slate-800",
          input: "rounded-md bg-slate-50 px-2.5 py-1.5 text-slate-800",
        }}
      >
        <Button size="sm" variant="outline" onClick={() => confirmSamples("share", () => void copy())}>
          {t("copyLink")}
        </Button>
      </CopyField>
      <div className="mt-3 flex items-center gap-4">
        <QRCodeSVG
          value={url}
          size={128}
          role="img"
          aria-label={t("qr")}
          className="shrink-0 rounded border border-slate-200 bg-white p-1"
        />
        <a href={url} target="_blank" rel="noopener" className="text-sm text-brand-700 underline">
          {t("openPublic")}
        </a>
      </div>
    </div>
  );
}
