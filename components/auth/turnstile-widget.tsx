"use client";

import { useEffect, useRef } from "react";

type Turnstile = { render: (el: HTMLElement, options: Record<string, unknown>) => string; remove: (id: string) => void };
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

function loadScript(): Promise<void> {
  if (window.turnstile) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("turnstile script failed"));
    document.head.appendChild(script);
  });
}

/** Cloudflare Turnstile, used instead of ALTCHA when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set. */
export function TurnstileWidget({ siteKey, onChange, resetKey }: { siteKey: string; onChange: (token: string | null) => void; resetKey: number }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    let widgetId: string | undefined;
    onChangeRef.current(null);
    void loadScript().then(() => {
      if (!hostRef.current || !window.turnstile) return;
      widgetId = window.turnstile.render(hostRef.current, {
        sitekey: siteKey,
        callback: (token: string) => onChangeRef.current(token),
        "expired-callback": () => onChangeRef.current(null),
      });
    });
    return () => {
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, resetKey]);
  return <div ref={hostRef} />;
}
