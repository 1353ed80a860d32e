"use client";
// Approve or reject one row of a moderation list (reviews, offer applications): which row is being decided, the
// server's reason when it refuses, and the two buttons under a pending row.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { errorText } from "@/lib/client/api-client/api-error";

export type Decision = "APPROVED" | "REJECTED";
type Send = (id: string, status: Decision, locale: Locale) => Promise<unknown>;

/** After a decision the list reloads; after a refusal too when `reloadOnError` (the row may have changed meanwhile). */
export function useModeration(send: Send, reload: () => void, { reloadOnError = false } = {}) {
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function decide(id: string, status: Decision) {
    setBusy(id);
    setError(null);
    try {
      await send(id, status, locale);
      reload();
    } catch (caught) {
      setError(errorText(caught, te));
      if (reloadOnError) reload();
    } finally {
      setBusy(null);
    }
  }
  return { error, busy, decide };
}

type Props = { isBusy: boolean; approve: string; reject: string; onDecide: (status: Decision) => void };

export function ModerationButtons({ isBusy, approve, reject, onDecide }: Props) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        disabled={isBusy}
        className={buttonClasses({ size: "sm" })}
        onClick={() => onDecide("APPROVED")}
      >
        {approve}
      </button>
      <button
        type="button"
        disabled={isBusy}
        className={buttonClasses({ size: "sm", variant: "outline" })}
        onClick={() => onDecide("REJECTED")}
      >
        {reject}
      </button>
    </div>
  );
}
