"use client";
// docs/product.md §2 example preview: cover, creator avatar and nickname, the web resume link with its QR code, and
// 'Use This Example'. The QR code holds the absolute link so a phone can open it. The gallery loads this module on
// demand (example-gallery.tsx), so the QR encoder is imported statically here.
import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { Link } from "@/i18n/navigation";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { ExampleCreator } from "./example-creator";
import { examplePagePath, webResumePath } from "./example-paths";
import { ExampleUsageTag } from "./example-usage-tag";
import { ExampleUseButton } from "./example-use-button";

type Props = {
  example: ExampleDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The site's absolute origin (APP_URL), for the QR code. */
  siteUrl: string;
};

export function ExamplePreviewDialog({ example, open, onOpenChange, siteUrl }: Props) {
  const t = useTranslations("ExamplesPage.preview");
  const webPath = webResumePath(example.uuid);
  const webUrl = new URL(webPath, siteUrl).toString();

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={example.name}
      description={example.desc}
      closeLabel={t("close")}
    >
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {/* eslint-disable-next-line @next/next/no-img-element -- see ExampleCard */}
        <img
          src={example.coverImg}
          alt={t("coverAlt", { name: example.name })}
          className="mx-auto aspect-[1/1.4] w-44 rounded-lg border border-slate-200 object-cover object-top shadow-sm sm:w-full"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <ExampleCreator creator={example.userId} label={t("creator")} size="md" />
          <ExampleUsageTag used={example.used} className="self-start" />
          <div className="flex items-center gap-3">
            <QRCodeSVG
              value={webUrl}
              size={104}
              marginSize={1}
              title={t("qrLabel", { name: example.name })}
              role="img"
              aria-label={t("qrLabel", { name: example.name })}
              className="shrink-0 rounded-md border border-slate-200 bg-white"
              data-testid="example-qr"
            />
            <p className="text-sm text-slate-600">{t("scanHint")}</p>
          </div>
          <a
            href={webPath}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline"
          >
            {t("webResume")}
            <ExternalLink aria-hidden className="size-4" />
          </a>
          <Link
            href={examplePagePath(example._id)}
            className="self-start text-sm font-medium text-brand-700 hover:underline"
          >
            {t("details")}
          </Link>
        </div>
      </div>
      <ExampleUseButton exampleId={example._id} className="mt-6 w-full" />
    </DialogShell>
  );
}
