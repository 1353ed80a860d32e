"use client";
// docs/product.md §4: while an order waits for its payment, GET /api/orders/{id} every 4 s. It stops at the order's
// end: paid and applied (trade_state SUCCESS, isUpdated), expired or cancelled (status 2), refunded (status 3: paid
// after it expired, see docs/api.md), or an answer that will not change (the order is not this visitor's, or they are
// signed out: 4xx); or when the component goes away. A failed poll (network, 5xx, 429) is simply tried again at the
// next tick. A phone that leaves for WeChat or Alipay suspends the page and its timers: coming back (visibilitychange,
// or a page restored from the back/forward cache) asks at once instead of waiting for the next tick (issue 21 item 8).
import { useEffect, useState } from "react";
import { ApiError } from "@/lib/client/api-client/api-error";
import { getOrderStatus } from "@/lib/client/api-client/order-client";
import type { OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";

export const ORDER_POLL_MS = 4000;

/** unavailable: the order is not this visitor's to see (signed out, another account's, gone). */
export type PollResult = "waiting" | "paid" | "expired" | "refunded" | "unavailable";

/** The poll's reading of one answer: null while the order still waits. */
export function readOrderStatus(status: OrderStatusDto): Exclude<PollResult, "waiting" | "unavailable"> | null {
  if (status.status === 1) return status.trade_state === "SUCCESS" && status.isUpdated ? "paid" : null;
  if (status.status === 2) return "expired";
  if (status.status === 3) return "refunded";
  return null;
}

/** A refusal that asking again will not change (not retried): 4xx other than a timeout or a rate limit. */
const isFinalRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** `immediate`: ask once at once (a page the buyer comes back to from the provider), then every 4 s. */
export function useOrderPoll(orderId: string | null, { immediate = false }: { immediate?: boolean } = {}): PollResult {
  const [state, setState] = useState<{ orderId: string; result: PollResult } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let isActive = true;
    let isAsking = false;
    const controller = new AbortController();
    const finish = (result: PollResult) => {
      stop();
      setState({ orderId, result });
    };
    const ask = () => {
      if (isAsking || !isActive) return;
      isAsking = true;
      getOrderStatus(orderId, controller.signal)
        .then((status) => {
          const result = isActive ? readOrderStatus(status) : null;
          if (result) finish(result);
        })
        .catch((error: unknown) => {
          if (isActive && isFinalRefusal(error)) finish("unavailable");
        })
        .finally(() => void (isAsking = false));
    };
    const onReturn = () => {
      if (document.visibilityState === "visible") ask();
    };
    const timer = window.setInterval(ask, ORDER_POLL_MS);
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("pageshow", onReturn);
    function stop() {
      isActive = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("pageshow", onReturn);
    }
    if (immediate) ask();
    return () => {
      stop();
      controller.abort();
    };
  }, [orderId, immediate]);
  return state?.orderId === orderId ? state.result : "waiting";
}
