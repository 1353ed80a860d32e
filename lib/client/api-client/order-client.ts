// Typed calls of orders and vouchers (docs/api.md "Orders and payments"), over the shared apiFetch: the English
// (Stripe Checkout) and Chinese (Alipay, WeChat Pay) order, its status, cancelling it, the sandbox payment, the
// vouchers unpaid orders hold.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { HeldVoucherList } from "@/lib/shared/validations/balances/balance-record-dto";
import type { ZCreateEnOrder, ZCreateOrder } from "@/lib/shared/validations/orders/create-order";
import type { CreateEnOrderResult, CreateOrderResult, OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
import { apiFetch, apiPost } from "./api-fetch";

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

export const createEnOrder = (body: z.input<typeof ZCreateEnOrder>, locale: Locale) =>
  apiPost<CreateEnOrderResult>("/api/createEnOrder", body, locale);

export const createOrder = (body: z.input<typeof ZCreateOrder>, locale: Locale) =>
  apiPost<CreateOrderResult>("/api/orders", body, locale);

export const getOrderStatus = (orderId: string, signal?: AbortSignal) =>
  apiFetch<OrderStatusDto>(orderPath(orderId), { signal });

/** An unpaid order of mine is given up; the voucher it held comes back at once. */
export const cancelOrder = (orderId: string, locale: Locale) =>
  apiFetch<OrderStatusDto>(`${orderPath(orderId)}/cancel`, { method: "POST", locale });

/** The sandbox's "pay" (SANDBOX_PAYMENTS only). */
export const paySandboxOrder = (orderId: string, locale: Locale) =>
  apiFetch<OrderStatusDto>(`/api/sandbox/orders/${encodeURIComponent(orderId)}/pay`, { method: "POST", locale });

export const listHeldVouchers = (locale: Locale, signal?: AbortSignal) =>
  apiFetch<HeldVoucherList>("/api/balances/held", { locale, signal });
