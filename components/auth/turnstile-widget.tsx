"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Turnstile = {
  render: (el: HTMLElement, options: Record<string, unknown>) => string;
  remove: (id: string) => void;
};
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

export const TURNSTILE_SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
const SCRIPT_ID = "cf-turnstile-script";
// A blocked script fails at once; a connection that hangs must not leave the visitor waiting on a blank box.
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.turnstile) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = TURNSTILE_SCRIPT_SRC;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error("turnstile script timed out")), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.turnstile) resolve();
      else reject(new Error("turnstile script loaded without its API"));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error("turnstile script failed"));
    };
    document.head.appendChild(script);
  }).then(
    () => {
      // Loaded: window.turnstile answers from now on.
      loading = null;
    },
    (error: unknown) => {
      // Forget the failed attempt so that "Try again" inserts a fresh script tag.
      loading = null;
      document.getElementById(SCRIPT_ID)?.remove();
      throw error;
    },
  );
  return loading;
}

/**
 * Cloudflare Turnstile, used instead of ALTCHA when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set. Its script
 * comes from Cloudflare: when it cannot load (offline, blocked by a content blocker or a network) the form says so and
 * offers to try again, instead of leaving a submit button disabled for no visible reason.
 */
export function TurnstileWidget({
  siteKey,
  onChange,
  resetKey,
}: {
  siteKey: string;
  onChange: (token: string | null) => void;
  resetKey: number;
}) {
  const t = useTranslations("Turnstile");
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    onChangeRef.current(null);
    loadScript().then(
      () => {
        if (cancelled || !hostRef.current || !window.turnstile) return;
        widgetId = window.turnstile.render(hostRef.current, {
          sitekey: siteKey,
          callback: (token: string) => onChangeRef.current(token),
          "expired-callback": () => onChangeRef.current(null),
          // Turnstile shows its own retry inside the widget; the form only needs to know there is no token.
          "error-callback": () => onChangeRef.current(null),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, resetKey, attempt]);
  return (
    <div data-testid="bot-challenge" className="min-h-16">
      <div ref={hostRef} />
      {failed && (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <p>{t("loadFailed")}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            {t("retry")}
          </Button>
        </div>
      )}
    </div>
  );
}
