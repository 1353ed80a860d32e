"use client";
// Settings → balances (issue 20): the voucher an unpaid order holds — taken from the balance when the order was
// started, for its 15 minutes — with the time left before it comes back by itself, and a button that cancels the
// order to have it back at once. Nothing is shown while no order holds any.
import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useCountdown } from "@/components/pricing/use-countdown";
import { errorText } from "@/lib/client/api-client/api-error";
import { cancelOrder, listHeldVouchers } from "@/lib/client/api-client/order-client";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import type { HeldVoucherDto } from "@/lib/shared/validations/balances/balance-record-dto";

/** `onReleased`: a hold ended here (cancelled, or its time ran out): the balance and the records changed. */
export function HeldVouchers({ onReleased }: { onReleased: () => void }) {
  const t = useTranslations("Settings.balances.held");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [held, setHeld] = useState<HeldVoucherDto[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState("");

  const load = useCallback(
    (signal?: AbortSignal) =>
      listHeldVouchers(locale, signal)
        .then((list) => setHeld(list.data))
        // The records list below says when the server cannot be reached; a missing hold line is not worth a second.
        .catch(() => undefined),
    [locale],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onElapsed = useCallback(
    (orderId: string) => {
      setHeld((current) => current.filter((hold) => hold.orderId !== orderId));
      onReleased();
    },
    [onReleased],
  );

  async function cancel(orderId: string) {
    setBusy(orderId);
    setError("");
    try {
      await cancelOrder(orderId, locale);
      await load();
      onReleased();
    } catch (caught) {
      setError(errorText(caught, te));
    } finally {
      setBusy(null);
    }
  }

  if (held.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {held.map((hold) => (
        <div
          key={hold.orderId}
          data-testid="held-voucher"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <div>
            <p className="font-medium">
              {t("amount", {
                amount: formatPrice(hold.amount, locale, hold.currency),
                plan: t(`plans.${hold.planName}`),
              })}
            </p>
            <HoldCountdown deadline={Date.parse(hold.expiresAt)} onElapsed={() => onElapsed(hold.orderId)} />
          </div>
          <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void cancel(hold.orderId)}>
            {t("cancel")}
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** mm:ss until the order expires and the voucher comes back by itself, counted down once a second. */
function HoldCountdown({ deadline, onElapsed }: { deadline: number; onElapsed: () => void }) {
  const t = useTranslations("Settings.balances.held");
  const time = useCountdown(deadline, onElapsed);
  return (
    <p className="tabular-nums" data-testid="held-voucher-countdown">
      {t("countdown", { time })}
    </p>
  );
}
