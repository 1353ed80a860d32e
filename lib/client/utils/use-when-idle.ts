"use client";
// Runs `task` once the browser is idle after the page has loaded (at the latest after 5 s), or after 2 s where there is
// no requestIdleCallback (Safari). For prefetching code a page will probably need soon without making it part of the
// page's first load (docs/benchmarks.md "First-load JavaScript").
import { useEffect, useEffectEvent } from "react";

export function useWhenIdle(task: () => void): void {
  const run = useEffectEvent(task);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => run(), 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => run(), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}
