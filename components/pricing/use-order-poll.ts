"use client";
// SPEC §4: while an order waits for its payment, GET /api/orders/{id} every 4 s. It stops when the order is paid and
// applied (trade_state SUCCESS, isUpdated), when it expired, or when the component goes away. A failed poll is
// simply tried again at the next tick.
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { OrderStatusDto } from "@/lib/validations/orders/order-dto";

const ORDER_POLL_MS = 4000;

type PollResult = "waiting" | "paid" | "expired";

export function useOrderPoll(orderId: string | null): PollResult {
  const [result, setResult] = useState<{ orderId: string; value: PollResult } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let isActive = true;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      apiFetch<OrderStatusDto>(`/api/orders/${encodeURIComponent(orderId)}`, { signal: controller.signal })
        .then((status) => {
          if (!isActive) return;
          if (status.trade_state === "SUCCESS" && status.isUpdated) setResult({ orderId, value: "paid" });
          else if (status.status === 2) setResult({ orderId, value: "expired" });
        })
        .catch(() => undefined);
    }, ORDER_POLL_MS);
    return () => {
      isActive = false;
      window.clearInterval(timer);
      controller.abort();
    };
  }, [orderId]);
  const value = result?.orderId === orderId ? result.value : "waiting";
  return value;
}
