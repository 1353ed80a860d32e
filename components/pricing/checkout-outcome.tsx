"use client";
// How a payment ended, as the checkout dialog and the Alipay return page show it: paid (then home after 2 s), or an
// order that can no longer be paid (expired or cancelled, refunded after arriving late, or not available to this
// visitor), with one button to go on.
import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { PollResult } from "./use-order-poll";

export function PaymentSucceeded() {
  const t = useTranslations("Pricing.checkout");
  return (
    <div className="flex flex-col items-center gap-2 py-4 text-center" role="status">
      <CheckCircle2 aria-hidden className="size-12 text-emerald-600" />
      <p className="text-lg font-semibold text-slate-900">{t("success")}</p>
      <p className="text-sm text-slate-600">{t("successBody")}</p>
    </div>
  );
}

type EndedProps = {
  result: Exclude<PollResult, "waiting" | "paid">;
  /** Shown under the message, e.g. "if you paid elsewhere…". */
  note?: string;
  action: { label: string; onClick: () => void };
};

export function OrderEnded({ result, note, action }: EndedProps) {
  const t = useTranslations("Pricing.checkout");
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="text-sm text-slate-700">
        {t(result)}
      </p>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      <Button onClick={action.onClick}>{action.label}</Button>
    </div>
  );
}
