"use client";
// The pricing steps of SPEC §4 for one plan: choose (price, voucher, method on /ch) → pay → success. On / the order
// goes to Stripe Checkout (POST /api/createEnOrder, then the browser leaves for checkout_url); on /ch it is a QR code
// (POST /api/orders) with the 15-minute countdown and the 4 s poll. A voucher balance that covers the price pays at
// once (isBalancePay). 'Payment successful', the user is loaded again, and home (?state=success) after 2 s, naming
// the resume the buyer came from (/pricing?returnTo=…&download=1) so the welcome notice leads back to it.
// Only the voucher of the flow's currency is offered (issue 20): dollars on / (card), yuan on /ch (QR). The order holds
// that voucher while it waits: cancelling it (the button, or closing the dialog at the QR step) gives it back at once.
import { useCallback, useEffect, useRef, useState } from "react";
import { CheckCircle2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { refreshCurrentUser } from "@/lib/api-client/refresh-current-user";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { formatPrice } from "@/lib/pricing/format-price";
import { currencyByLocale, getPlan, type PlanId } from "@/lib/pricing/plans";
import { readReturnTo, returnToFields } from "@/lib/pricing/return-to";
import { cn } from "@/lib/utils/cn";
import {
  ORDER_PAYMENT_MINUTES,
  SUCCESS_REDIRECT_MS,
  type CreateEnOrderResult,
  type CreateOrderResult,
} from "@/lib/validations/orders/order-dto";
import { QrPayment } from "./qr-payment";
import { useOrderPoll } from "./use-order-poll";

type QrMethod = "wechat" | "alipay";
type Step =
  | { kind: "choose" }
  | { kind: "busy" }
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
  const router = useRouter();
  const { user } = useCurrentUser();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [method, setMethod] = useState<QrMethod>("wechat");
  const [error, setError] = useState("");
  const currency = currencyByLocale[locale];
  const priceCents = getPlan(planId).amountCents[currency];
  const balanceCents = user?.balances?.[currency] ?? 0;
  const voucherCents = Math.min(balanceCents, priceCents);
  const isCovered = voucherCents === priceCents;
  const poll = useOrderPoll(step.kind === "qr" ? step.orderId : null);
  const isSuccess = step.kind === "success" || (step.kind === "qr" && poll === "paid");
  const isExpired = step.kind === "expired" || (step.kind === "qr" && poll === "expired");
  // The resume the buyer came from (/pricing?returnTo=…, issue 21 item 7): sent with the order, and home names it.
  const [returnTo] = useState(() => readReturnTo(new URLSearchParams(window.location.search)));

  // The router object may change from render to render; the way home is decided once, when the payment succeeds.
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  useEffect(() => {
    if (!isSuccess) return;
    void refreshCurrentUser().catch(() => undefined);
    const timer = window.setTimeout(
      () =>
        routerRef.current.push({
          pathname: "/",
          query: { state: "success", ...(returnTo ? returnToFields(returnTo) : {}) },
        }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isSuccess, returnTo]);

  const onElapsed = useCallback(() => setStep({ kind: "expired" }), []);

  // An order still waiting when the dialog closes is cancelled, so its voucher is not held for the rest of 15 minutes.
  const waitingOrder = useRef<string | null>(null);
  useEffect(() => {
    waitingOrder.current = step.kind === "qr" && !isSuccess && !isExpired ? step.orderId : null;
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
      setError(apiErrorText(caught, te));
    }
    void refreshCurrentUser().catch(() => undefined);
  }

  const returnBody = returnTo ? { returnTo: returnTo.resumeId, download: returnTo.download } : {};

  async function start() {
    setError("");
    setStep({ kind: "busy" });
    try {
      if (locale === "en") {
        const order = await apiFetch<CreateEnOrderResult>("/api/createEnOrder", {
          method: "POST",
          body: { planName: planId, locale, ...returnBody },
          locale,
        });
        if (order.isBalancePay) return setStep({ kind: "success" });
        window.location.assign(order.checkout_url);
        return;
      }
      const order = await apiFetch<CreateOrderResult>("/api/orders", {
        method: "POST",
        body: { planName: planId, paymentMethod: method, ...returnBody },
        locale,
      });
      if (order.isBalancePay || !order.payUrl) return setStep({ kind: "success" });
      const deadline = Date.now() + ORDER_PAYMENT_MINUTES * 60_000;
      setStep({ kind: "qr", orderId: order.orderId, payUrl: order.payUrl, deadline });
    } catch (caught) {
      setError(apiErrorText(caught, te));
      setStep({ kind: "choose" });
    }
  }

  if (isSuccess) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center" role="status">
        <CheckCircle2 aria-hidden className="size-12 text-emerald-600" />
        <p className="text-lg font-semibold text-slate-900">{t("success")}</p>
        <p className="text-sm text-slate-600">{t("successBody")}</p>
      </div>
    );
  }
  if (isExpired) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-slate-700">
          {t("expired")}
        </p>
        <Button onClick={() => setStep({ kind: "choose" })}>{t("retry")}</Button>
      </div>
    );
  }
  if (step.kind === "qr") {
    const { orderId } = step;
    return (
      <div className="flex flex-col gap-3">
        <QrPayment payUrl={step.payUrl} methodName={t(method)} deadline={step.deadline} onElapsed={onElapsed} />
        <Button variant="secondary" onClick={() => void cancel(orderId)}>
          {t("cancelOrder")}
        </Button>
      </div>
    );
  }
  const isBusy = step.kind === "busy";
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
              rest: formatPrice(priceCents - voucherCents, locale),
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
        {isBusy && locale === "en" && !isCovered ? t("redirecting") : isCovered ? t("payWithBalance") : t("continue")}
      </Button>
    </div>
  );
}

const cancelOrder = (orderId: string, locale: Locale) =>
  apiFetch(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: "POST", locale });
