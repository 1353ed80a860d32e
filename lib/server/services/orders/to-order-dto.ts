// Orders under SPEC's names: planName (also type), paymentMethod, amount in cents, status 0/1/2 (docs/product.md §3),
// and 3 for a payment that arrived after the order expired and was refunded (issue 20; trade_state REFUND, as WeChat
// Pay says).
import "server-only";
import type { Order, OrderStatus } from "@/generated/prisma/client";
import { getPlanByOrderPlan } from "@/lib/shared/pricing/plans";
import type {
  OrderDto,
  OrderPaymentMethod,
  OrderReversalKind,
  OrderStatusCode,
  OrderStatusDto,
} from "@/lib/shared/validations/orders/order-dto";

const statusCodes: Record<OrderStatus, OrderStatusCode> = { CREATED: 0, PAID: 1, EXPIRED: 2, REFUNDED: 3 };

const tradeStates: Record<OrderStatus, OrderStatusDto["trade_state"]> = {
  CREATED: "NOTPAY",
  PAID: "SUCCESS",
  EXPIRED: "CLOSED",
  REFUNDED: "REFUND",
};

export function toOrderDto(order: Order): OrderDto {
  const planName = getPlanByOrderPlan(order.plan).id;
  return {
    _id: order.id,
    planName,
    type: planName,
    paymentMethod: order.paymentMethod.toLowerCase() as OrderPaymentMethod,
    amount: order.amountCents,
    voucher: order.voucherUsedCents,
    currency: order.currency === "USD" ? "USD" : "CNY",
    status: statusCodes[order.status],
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    reversal: order.reversal ? (order.reversal.toLowerCase() as OrderReversalKind) : null,
  };
}

/** The poll's answer. A paid order is fulfilled in the same transaction, so paid means the membership is applied. */
export function toOrderStatusDto(order: Order): OrderStatusDto {
  const isPaid = order.status === "PAID";
  return {
    status: statusCodes[order.status],
    trade_state: tradeStates[order.status],
    isUpdated: isPaid,
    expiresAt: order.expiresAt.toISOString(),
  };
}
