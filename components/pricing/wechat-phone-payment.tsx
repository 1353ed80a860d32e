"use client";
// WeChat Pay on a phone (issue 21 item 8): a Native Pay code cannot be scanned by the phone that shows it, and WeChat
// does not open it from a browser. So the buyer saves the code as a picture (the button downloads a real PNG; pressing
// and holding the image saves it too, which is why it is an <img> and not a canvas), scans it in WeChat from the
// album, and comes back: the poll (which asks again on return) updates the page. A computer is offered as the other way.
import { useEffect, useRef, useState } from "react";
import { QRCodeCanvas, QRCodeSVG } from "qrcode.react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";

/** The PNG's CSS size; the canvas draws it at the screen's pixel ratio, so the file is sharp on a phone. */
const PNG_SIZE = 320;
export const QR_FILE_NAME = "wechat-pay-qr.png";

export function WechatPhonePayment({ payUrl, label }: { payUrl: string; label: string }) {
  const t = useTranslations("Pricing.checkout");
  const canvas = useRef<HTMLCanvasElement>(null);
  const [png, setPng] = useState<string | null>(null);

  // The canvas (a child) has drawn by the time this effect runs; a browser without a 2D canvas keeps the SVG code.
  useEffect(() => {
    const element = canvas.current;
    if (!element?.getContext("2d")) return;
    setPng(element.toDataURL("image/png"));
  }, [payUrl]);

  return (
    <div className="flex w-full flex-col items-center gap-3 text-center" data-testid="wechat-phone-steps">
      <p className="text-sm font-semibold text-slate-900">{t("phoneTitle")}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-2">
        {png ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL the phone can save by a long press
          <img src={png} alt={label} width={184} height={184} className="size-46" />
        ) : (
          <QRCodeSVG value={payUrl} size={184} role="img" aria-label={label} />
        )}
        {/* White margin included: WeChat reads a code from a picture more reliably with its quiet zone. */}
        <QRCodeCanvas ref={canvas} value={payUrl} size={PNG_SIZE} marginSize={4} hidden aria-hidden />
      </div>
      {png && (
        <a href={png} download={QR_FILE_NAME} className={buttonClasses({ variant: "primary" })}>
          {t("saveQr")}
        </a>
      )}
      <ol className="w-full list-decimal space-y-1 pl-5 text-left text-sm text-slate-700">
        <li>{t("phoneSave")}</li>
        <li>{t("phoneScan")}</li>
        <li>{t("phoneBack")}</li>
      </ol>
      <p className="text-xs text-slate-500">{t("orComputer")}</p>
    </div>
  );
}
