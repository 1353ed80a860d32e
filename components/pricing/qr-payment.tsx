"use client";
// The pay step on /ch (docs/product.md §4): the QR code of the WeChat Pay / Alipay payment, the 15-minute countdown,
// and the poll. A payment page URL (Alipay's redirect, or the sandbox checkout) is also offered as a link, for a
// desktop without a phone at hand. On a phone, WeChat Pay shows how to pay from that same phone instead
// (wechat-phone-payment.tsx); Alipay never gets here on a phone, the dialog goes straight to its page (issue 21 item
// 8).
import { QRCodeSVG } from "qrcode.react";
import { useTranslations } from "next-intl";
import { PaymentCountdown } from "./payment-countdown";
import { WechatPhonePayment } from "./wechat-phone-payment";

type Props = {
  payUrl: string;
  methodName: string;
  deadline: number;
  onElapsed: () => void;
  /** WeChat Pay on a phone: the save-and-scan steps instead of "scan this code". */
  isPhoneWechat?: boolean;
};

export function QrPayment({ payUrl, methodName, deadline, onElapsed, isPhoneWechat = false }: Props) {
  const t = useTranslations("Pricing.checkout");
  const isWebPage = /^https?:\/\//.test(payUrl);
  const label = t("qrLabel", { method: methodName });
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {isPhoneWechat ? (
        <WechatPhonePayment payUrl={payUrl} label={label} />
      ) : (
        <>
          <p className="text-sm text-slate-700">{t("scan", { method: methodName })}</p>
          <div className="rounded-xl border border-slate-200 bg-white p-3">
            <QRCodeSVG value={payUrl} size={184} role="img" aria-label={label} />
          </div>
        </>
      )}
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
