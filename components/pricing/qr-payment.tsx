"use client";
// The pay step on /ch (SPEC §4): the QR code of the WeChat Pay / Alipay payment, the 15-minute countdown, and the poll.
// A payment page URL (Alipay's redirect, or the sandbox checkout) is also offered as a link, for a desktop without a
// phone at hand.
import { QRCodeSVG } from "qrcode.react";
import { useTranslations } from "next-intl";
import { PaymentCountdown } from "./payment-countdown";

type Props = { payUrl: string; methodName: string; deadline: number; onElapsed: () => void };

export function QrPayment({ payUrl, methodName, deadline, onElapsed }: Props) {
  const t = useTranslations("Pricing.checkout");
  const isWebPage = /^https?:\/\//.test(payUrl);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-slate-700">{t("scan", { method: methodName })}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <QRCodeSVG value={payUrl} size={184} role="img" aria-label={t("qrLabel", { method: methodName })} />
      </div>
      <PaymentCountdown deadline={deadline} onElapsed={onElapsed} />
      <p role="status" className="text-sm text-slate-500">
        {t("waiting")}
      </p>
      {isWebPage && (
        <a href={payUrl} className="text-sm font-medium text-brand-700 underline" data-testid="pay-page-link">
          {t("openPayPage")}
        </a>
      )}
    </div>
  );
}
