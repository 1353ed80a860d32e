"use client";

// The bot check where the ALTCHA widget cannot run: a page on plain http at a LAN address has no Web Crypto, and
// the widget then only says "Secure context (HTTPS) required". The same challenge is solved in pure JavaScript
// (lib/client/api-client/solve-altcha-without-web-crypto.ts), and the server checks it exactly as the widget's answer.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { solveAltchaWithoutWebCrypto } from "@/lib/client/api-client/solve-altcha-without-web-crypto";

type Props = { onChange: (response: string | null) => void; resetKey: number };
type Status = "verifying" | "verified" | "error";

export function AltchaFallback({ onChange, resetKey }: Props) {
  const t = useTranslations("Auth.challenge");
  const [attempt, setAttempt] = useState(0);
  // The outcome of one run (a reset or a retry starts another); until it comes, the run is "verifying".
  const run = `${resetKey}:${attempt}`;
  const [outcome, setOutcome] = useState<{ run: string; status: Status } | null>(null);
  const status: Status = outcome?.run === run ? outcome.status : "verifying";
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const controller = new AbortController();
    onChangeRef.current(null);
    solveAltchaWithoutWebCrypto("/api/altcha", controller.signal).then(
      (payload) => {
        if (controller.signal.aborted) return;
        setOutcome({ run, status: "verified" });
        onChangeRef.current(payload);
      },
      () => {
        if (controller.signal.aborted) return;
        setOutcome({ run, status: "error" });
        onChangeRef.current(null);
      },
    );
    return () => controller.abort();
  }, [run]);

  return (
    <div
      data-testid="bot-challenge"
      data-solver="fallback"
      className="flex min-h-16 items-center gap-3 rounded-lg border border-slate-200 px-4 text-sm text-slate-700"
    >
      <span role="status" aria-live="polite" className="flex-1">
        {t(status)}
      </span>
      {status === "error" && (
        <button
          type="button"
          className="font-medium text-blue-700 underline"
          onClick={() => setAttempt((value) => value + 1)}
        >
          {t("label")}
        </button>
      )}
    </div>
  );
}
