"use client";
// The buyer is back from Alipay (order-return.tsx): the order is asked about at once and then every 4 s, until it is
// paid (then home with the welcome notice after 2 s, naming the resume the purchase started from) or can no longer be
// paid. Stripe's redirect_status=failed (the buyer left Alipay without paying) offers to cancel the order, which gives
// its voucher back at once; the poll goes on meanwhile, as a payment may still be confirmed. Opened on a phone that
// only scanned a computer's code, without a session, it says the computer's page updates by itself.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { usePathname, useRouter } from "@/i18n/navigation";
import { errorText } from "@/lib/client/api-client/api-error";
import { cancelOrder } from "@/lib/client/api-client/order-client";
import { refreshCurrentUser } from "@/lib/client/api-client/refresh-current-user";
import { readReturnTo } from "@/lib/shared/pricing/return-to";
import { OrderEnded, PaymentSucceeded } from "./checkout-outcome";
import { useOrderPoll } from "./use-order-poll";
import { useSuccessRedirect } from "./use-success-redirect";

export function OrderReturnDialog({ orderId, hasFailed }: { orderId: string; hasFailed: boolean }) {
  const t = useTranslations("Pricing");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(true);
  const [isCancelling, setIsCancelling] = useState(false);
  const [error, setError] = useState("");
  // Not asked about while it is being cancelled, nor once the dialog is closed.
  const poll = useOrderPoll(isOpen && !isCancelling ? orderId : null, { immediate: true });
  const [returnTo] = useState(() => readReturnTo(new URLSearchParams(window.location.search)));
  useSuccessRedirect(poll === "paid", returnTo);

  // Closing leaves the plain pricing page (the query would open this again on a reload).
  function close() {
    setIsOpen(false);
    router.replace(pathname);
  }

  async function cancel() {
    setIsCancelling(true);
    setError("");
    try {
      await cancelOrder(orderId, locale);
      void refreshCurrentUser().catch(() => undefined);
      close();
    } catch (caught) {
      setError(errorText(caught, te));
      setIsCancelling(false);
    }
  }

  return (
    <DialogShell
      open={isOpen}
      onOpenChange={(open) => !open && close()}
      title={t("return.title")}
      description={t("return.description")}
      closeLabel={t("checkout.close")}
    >
      {poll === "paid" ? (
        <PaymentSucceeded />
      ) : poll !== "waiting" ? (
        <OrderEnded
          result={poll}
          note={poll === "unavailable" ? t("return.elsewhere") : undefined}
          action={{ label: t("checkout.close"), onClick: close }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-slate-700">
            {hasFailed ? t("return.notCompleted") : t("return.checking")}
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {hasFailed && (
            <Button variant="secondary" disabled={isCancelling} onClick={() => void cancel()}>
              {t("checkout.cancelOrder")}
            </Button>
          )}
        </div>
      )}
    </DialogShell>
  );
}
