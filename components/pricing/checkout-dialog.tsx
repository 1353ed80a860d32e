"use client";
// The pricing steps of docs/product.md §4 for one plan: choose (price, voucher, method on /ch) → pay → success. On /
// the order goes to Stripe Checkout (POST /api/createEnOrder, then the browser leaves for checkout_url); on /ch it is a
// QR code (POST /api/orders) with the 15-minute countdown and the 4 s poll. A voucher balance that covers the price
// pays at once (isBalancePay). 'Payment successful', the user is loaded again, and home (?state=success) after 2 s,
// naming the resume the buyer came from (/pricing?returnTo=…&download=1) so the welcome notice leads back to it. Only
// the voucher of the flow's currency is offered (issue 20): dollars on / (card), yuan on /ch (QR). The order holds that
// voucher while it waits: cancelling it (the button, or closing the dialog at the QR step) gives it back at once. On a
// phone (issue 21 item 8) Alipay goes straight to Alipay's page, which returns to /pricing?order=… where the order is
// polled (order-return.tsx); WeChat Pay shows how to pay from the same phone (wechat-phone-payment.tsx).
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { cancelOrder, createEnOrder, createOrder } from "@/lib/client/api-client/order-client";
import { refreshCurrentUser } from "@/lib/client/api-client/refresh-current-user";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import { currencyByLocale, getPlan, type PlanId } from "@/lib/shared/pricing/plans";
import { readReturnTo } from "@/lib/shared/pricing/return-to";
import { splitVoucher } from "@/lib/shared/pricing/split-voucher";
import { cn } from "@/lib/shared/utils/cn";
import { ORDER_PAYMENT_MINUTES } from "@/lib/shared/validations/orders/order-dto";
import { OrderEnded, PaymentSucceeded } from "./checkout-outcome";
import { isPhone } from "./is-phone";
import { QrPayment } from "./qr-payment";
import { useOrderPoll } from "./use-order-poll";
import { useSuccessRedirect } from "./use-success-redirect";

type QrMethod = "wechat" | "alipay";
type Step =
  | { kind: "choose" }
  | { kind: "busy" }
  | { kind: "redirecting" }
  | { kind: "qr"; orderId: string; payUrl: string; deadline: number }
  | { kind: "expired" }
  | { kind: "success" };

type Props = { planId: PlanId; open: boolean; onOpenChange: (open: boolean) => void };

export function CheckoutDialog({ planId, open, onOpenChange }: Props) {
  const t = useTranslations("Pricing");
  const locale = useLocale();
  const price = formatPrice(getPlan(planId).amountCents[currencyByLocale[locale]], locale);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("checkout.title", { plan: t(`plans.${planId}.name`) })}
      description={t("checkout.description", { price })}
      closeLabel={t("checkout.close")}
    >
      {open && <CheckoutSteps planId={planId} />}
    </DialogShell>
  );
}

function CheckoutSteps({ planId }: { planId: PlanId }) {
  const t = useTranslations("Pricing.checkout");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const { user } = useCurrentUser();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [method, setMethod] = useState<QrMethod>("wechat");
  const [error, setError] = useState("");
  const currency = currencyByLocale[locale];
  const priceCents = getPlan(planId).amountCents[currency];
  const balanceCents = user?.balances?.[currency] ?? 0;
  const { voucherCents, toPayCents } = splitVoucher(balanceCents, priceCents);
  const isCovered = toPayCents === 0;
  // Decided once per dialog: a phone turned sideways mid-payment keeps the flow it started with.
  const [isOnPhone] = useState(isPhone);
  const poll = useOrderPoll(step.kind === "qr" ? step.orderId : null);
  const isSuccess = step.kind === "success" || (step.kind === "qr" && poll === "paid");
  // Expired by the countdown, or ended as the poll found it: expired or cancelled, refunded, not available.
  const ended = step.kind === "expired" ? "expired" : step.kind === "qr" && poll !== "paid" ? poll : null;
  const isEnded = ended !== null && ended !== "waiting";
  // The resume the buyer came from (/pricing?returnTo=…, issue 21 item 7): sent with the order, and home names it.
  const [returnTo] = useState(() => readReturnTo(new URLSearchParams(window.location.search)));
  useSuccessRedirect(isSuccess, returnTo);

  const onElapsed = useCallback(() => setStep({ kind: "expired" }), []);

  // An order still waiting when the dialog closes is cancelled, so its voucher is not held for the rest of 15 minutes.
  const waitingOrder = useRef<string | null>(null);
  useEffect(() => {
    waitingOrder.current = step.kind === "qr" && !isSuccess && !isEnded ? step.orderId : null;
  });
  useEffect(
    () => () => {
      if (waitingOrder.current) void cancelOrder(waitingOrder.current, locale).catch(() => undefined);
    },
    [locale],
  );

  async function cancel(orderId: string) {
    waitingOrder.current = null;
    setStep({ kind: "choose" });
    try {
      await cancelOrder(orderId, locale);
    } catch (caught) {
      setError(errorText(caught, te));
    }
    void refreshCurrentUser().catch(() => undefined);
  }

  const returnBody = returnTo ? { returnTo: returnTo.resumeId, download: returnTo.download } : {};

  async function start() {
    setError("");
    setStep({ kind: "busy" });
    try {
      if (locale === "en") {
        const order = await createEnOrder({ planName: planId, locale, ...returnBody }, locale);
        if (order.isBalancePay) return setStep({ kind: "success" });
        window.location.assign(order.checkout_url);
        return;
      }
      const order = await createOrder({ planName: planId, paymentMethod: method, ...returnBody }, locale);
      if (order.isBalancePay || !order.payUrl) return setStep({ kind: "success" });
      // Alipay's page opens the Alipay app on a phone and comes back to /pricing?order=… (order-return.tsx).
      if (isOnPhone && method === "alipay" && /^https?:\/\//.test(order.payUrl)) {
        setStep({ kind: "redirecting" });
        window.location.assign(order.payUrl);
        return;
      }
      const deadline = Date.now() + ORDER_PAYMENT_MINUTES * 60_000;
      setStep({ kind: "qr", orderId: order.orderId, payUrl: order.payUrl, deadline });
    } catch (caught) {
      setError(errorText(caught, te));
      setStep({ kind: "choose" });
    }
  }

  if (isSuccess) return <PaymentSucceeded />;
  if (isEnded) {
    const retry = () => {
      setStep({ kind: "choose" });
      // A refund or a released order gave a voucher back: the balance shown at the first step is read again.
      void refreshCurrentUser().catch(() => undefined);
    };
    return <OrderEnded result={ended} action={{ label: t("retry"), onClick: retry }} />;
  }
  if (step.kind === "qr") {
    const { orderId } = step;
    return (
      <div className="flex flex-col gap-3">
        <QrPayment
          payUrl={step.payUrl}
          methodName={t(method)}
          deadline={step.deadline}
          onElapsed={onElapsed}
          isPhoneWechat={isOnPhone && method === "wechat"}
        />
        <Button variant="secondary" onClick={() => void cancel(orderId)}>
          {t("cancelOrder")}
        </Button>
      </div>
    );
  }
  const isBusy = step.kind === "busy" || step.kind === "redirecting";
  return (
    <div className="flex flex-col gap-4">
      {isCovered ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {t("balanceCovers", { balance: formatPrice(balanceCents, locale) })}
        </p>
      ) : (
        voucherCents > 0 && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            {t("voucherApplied", {
              voucher: formatPrice(voucherCents, locale),
              rest: formatPrice(toPayCents, locale),
            })}
          </p>
        )
      )}
      {locale === "zh" && !isCovered && (
        <fieldset className="flex gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">{t("method")}</legend>
          {(["wechat", "alipay"] as const).map((option) => (
            <label
              key={option}
              className={cn(
                "flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium ring-1 ring-inset",
                method === option ? "bg-brand-50 text-brand-800 ring-brand-600" : "text-slate-700 ring-slate-300",
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
                className="sr-only"
              />
              {t(option)}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button onClick={() => void start()} disabled={isBusy} size="lg">
        {(isBusy && locale === "en" && !isCovered) || step.kind === "redirecting"
          ? t("redirecting")
          : isCovered
            ? t("payWithBalance")
            : t("continue")}
      </Button>
    </div>
  );
}
