"use client";
// SPEC §4/§9: the order must be paid within 15 minutes; the time left, mm:ss, counted down once a second.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

export function PaymentCountdown({ deadline, onElapsed }: { deadline: number; onElapsed: () => void }) {
  const t = useTranslations("Pricing.checkout");
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onElapsed();
  }, [left, onElapsed]);
  const time = `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
  return (
    <p className="text-sm font-medium text-slate-700" data-testid="payment-countdown">
      {t("countdown", { time })}
    </p>
  );
}
