"use client";
// The time left until `deadline` as mm:ss, counted down once a second; `onElapsed` runs when it reaches 00:00. One
// countdown for the checkout's 15 minutes (payment-countdown.tsx) and a held voucher's (settings/held-vouchers.tsx).
import { useEffect, useState } from "react";

export function useCountdown(deadline: number, onElapsed: () => void): string {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onElapsed();
  }, [left, onElapsed]);
  return `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
}
