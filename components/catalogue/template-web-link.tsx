"use client";
// The sample web resume (/r/<uuid>) in the chosen theme, and optionally its QR code for opening it on a phone.
import { useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { webResumeHref } from "./template-query";

// The code needs the browser's origin, so it renders on the client anyway: the encoder loads after the page.
const QRCodeSVG = dynamic(() => orNothing(import("qrcode.react").then((mod) => mod.QRCodeSVG)), { ssr: false });

const noSubscription = () => () => undefined;

/** The page's origin in the browser, null while rendering on the server (the QR code needs an absolute URL). */
function useOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}

type Props = { publicLink: string | null; theme: string | undefined; withQrCode?: boolean };

export function TemplateWebLink({ publicLink, theme, withQrCode = false }: Props) {
  const t = useTranslations("TemplatesPage.dialog");
  const origin = useOrigin();
  if (!publicLink) return <p className="text-sm text-slate-600">{t("noSample")}</p>;
  const href = webResumeHref(publicLink, theme);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="min-w-0 flex-1 basis-48">
        {/* The public page is outside the locale routing (/r/<uuid>), so a plain link, not next-intl's Link. */}
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: "outline", className: "w-full" })}
        >
          <ExternalLink aria-hidden />
          {t("webResume")}
        </a>
        <p className="mt-2 text-xs text-slate-600">{t("webResumeHint")}</p>
      </div>
      {/* Hidden on phone-sized screens: it is for opening the page on a phone, which there is the screen itself. */}
      {withQrCode && origin && (
        <figure className="hidden flex-col items-center sm:flex">
          <QRCodeSVG
            value={`${origin}${href}`}
            size={104}
            title={t("qrTitle")}
            role="img"
            aria-label={t("qrTitle")}
            className="rounded-lg border border-slate-200 bg-white p-1.5"
          />
          <figcaption className="mt-1 text-xs text-slate-600">{t("qrCaption")}</figcaption>
        </figure>
      )}
    </div>
  );
}
