"use client";

import { useEffect, useState } from "react";

/** Seconds left of a cooldown (60 s after a code was sent, docs/product.md §4); `start(n)` restarts it. */
export function useCountdown(initial = 0): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}
