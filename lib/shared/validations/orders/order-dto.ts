// Orders as the API answers them (docs/product.md §3, §7), beside the schemas so client components can name them.
import type { PlanId } from "@/lib/shared/pricing/plans";

/**
 * docs/product.md §3/§4: 0 created, 1 paid, 2 expired (or cancelled); ours: 3 refunded (paid after it expired, see
 * docs/api.md).
 */
export type OrderStatusCode = 0 | 1 | 2 | 3;
export type OrderPaymentMethod = "stripe" | "wechat" | "alipay" | "balance" | "test";

export type OrderDto = {
  _id: string;
  planName: PlanId;
  /** SPEC: the plan is "also called type". */
  type: PlanId;
  paymentMethod: OrderPaymentMethod;
  /** Paid through the provider, in cents (after the voucher). */
  amount: number;
  /** Voucher balance the order used, in cents. */
  voucher: number;
  currency: "CNY" | "USD";
  status: OrderStatusCode;
  createdAt: string;
  paidAt: string | null;
  /** A paid order whose payment was later refunded or disputed at Stripe: what it granted was taken back. */
  reversal: OrderReversalKind | null;
};

/** Why a paid order's grants were taken back (a full refund, or a dispute / chargeback). */
export type OrderReversalKind = "refunded" | "disputed";

export type OrderPage = { count: number; data: OrderDto[] };

/** POST /api/orders. `payUrl`: the QR payload (null when paid from the balance). */
export type CreateOrderResult = { orderId: string; payUrl: string | null; isBalancePay: boolean };

/** POST /api/createEnOrder. `isBalancePay`: paid from the voucher balance, `checkout_url` is then the success page. */
export type CreateEnOrderResult = { orderId: string; checkout_url: string; isBalancePay: boolean };

/** GET /api/orders/{id}: `trade_state` SUCCESS once paid; `isUpdated` once the membership is applied. */
export type OrderStatusDto = {
  status: OrderStatusCode;
  trade_state: "SUCCESS" | "NOTPAY" | "CLOSED" | "REFUND";
  isUpdated: boolean;
  expiresAt: string;
};

/**
 * docs/product.md §4/§9: an order must be paid within 15 minutes; then it expires and gives back the voucher it held.
 */
export const ORDER_PAYMENT_MINUTES = 15;

/** docs/product.md §4/§9: 'payment successful' stays 2 s before the way home. */
export const SUCCESS_REDIRECT_MS = 2000;
