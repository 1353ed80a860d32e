"use client";
// docs/product.md §4/§9: the order must be paid within 15 minutes; the time left, mm:ss, counted down once a second.
import { useTranslations } from "next-intl";
import { useCountdown } from "./use-countdown";

export function PaymentCountdown({ deadline, onElapsed }: { deadline: number; onElapsed: () => void }) {
  const t = useTranslations("Pricing.checkout");
  const time = useCountdown(deadline, onElapsed);
  return (
    <p className="text-sm font-medium text-slate-700" data-testid="payment-countdown">
      {t("countdown", { time })}
    </p>
  );
}
