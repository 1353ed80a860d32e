"use client";

// The bot check of sign-up and sign-in: the ALTCHA widget (self-hosted proof of work against GET /api/altcha), or
// Cloudflare Turnstile when the server has its keys. `onChange` gets the response to submit, or null while unsolved.
// Each response is single use: bump `resetKey` after a submit to get a fresh challenge.
import { useEffect, useRef, useState, type ComponentType } from "react";
import dynamic from "next/dynamic";
import { useLocale } from "next-intl";
import { orNothing } from "@/lib/client/utils/or-nothing";

// Only sites with Turnstile keys need it; the others (and the first load of every sign-in page) do without.
const TurnstileWidget = dynamic(() => orNothing(import("./turnstile-widget").then((mod) => mod.TurnstileWidget)), {
  ssr: false,
  loading: () => <div data-testid="bot-challenge" className="min-h-16" />,
});

type Props = { onChange: (response: string | null) => void; resetKey: number; turnstileSiteKey?: string };

type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };
type StateDetail = { state?: string; payload?: string };

export function BotChallenge({ onChange, resetKey, turnstileSiteKey }: Props) {
  if (turnstileSiteKey) return <TurnstileWidget siteKey={turnstileSiteKey} onChange={onChange} resetKey={resetKey} />;
  return <AltchaWidget onChange={onChange} resetKey={resetKey} />;
}

type AltchaProps = Omit<Props, "turnstileSiteKey">;

function AltchaWidget({ onChange, resetKey }: AltchaProps) {
  const locale = useLocale();
  const hostRef = useRef<HTMLDivElement>(null);
  const [Fallback, setFallback] = useState<ComponentType<AltchaProps> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // No Web Crypto outside a secure context (plain http at a LAN address): the widget would refuse to start, so a
    // pure-JS solver takes over, loaded only then.
    if (!window.isSecureContext || !window.crypto?.subtle) {
      void import("./altcha-fallback").then(
        (mod) => setFallback(() => mod.AltchaFallback),
        () => onChangeRef.current(null),
      );
      return;
    }
    let widget: AltchaElement | null = null;
    let cancelled = false;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      onChangeRef.current(detail?.state === "verified" && detail.payload ? detail.payload : null);
    };
    // The web component registers itself on import, which needs a browser; this build carries its translations.
    void import("altcha/i18n").then(
      () => {
        if (cancelled) return;
        widget = document.createElement("altcha-widget") as AltchaElement;
        widget.setAttribute("challenge", "/api/altcha");
        widget.setAttribute("auto", "onload");
        widget.setAttribute("language", locale === "zh" ? "zh-cn" : "en");
        widget.setAttribute("name", "altcha");
        widget.setAttribute("configuration", JSON.stringify({ hideFooter: true, minDuration: 300 }));
        widget.addEventListener("statechange", onState);
        host.replaceChildren(widget);
      },
      () => onChangeRef.current(null),
    );
    onChangeRef.current(null);
    return () => {
      cancelled = true;
      widget?.removeEventListener("statechange", onState);
      host.replaceChildren();
    };
  }, [locale, resetKey]);

  if (Fallback) return <Fallback onChange={onChange} resetKey={resetKey} />;
  return <div ref={hostRef} data-testid="bot-challenge" className="min-h-16" />;
}
