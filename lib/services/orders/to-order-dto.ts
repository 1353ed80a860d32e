// Orders under SPEC's names: planName (also type), paymentMethod, amount in cents, status 0/1/2 (SPEC §3).
import "server-only";
import type { Order, OrderStatus } from "@/generated/prisma/client";
import { getPlanByOrderPlan } from "@/lib/pricing/plans";
import type { OrderDto, OrderPaymentMethod, OrderStatusCode, OrderStatusDto } from "@/lib/validations/orders/order-dto";

const statusCodes: Record<OrderStatus, OrderStatusCode> = { CREATED: 0, PAID: 1, EXPIRED: 2 };

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
  };
}

/** The poll's answer. A paid order is fulfilled in the same transaction, so paid means the membership is applied. */
export function toOrderStatusDto(order: Order): OrderStatusDto {
  const isPaid = order.status === "PAID";
  return {
    status: statusCodes[order.status],
    trade_state: isPaid ? "SUCCESS" : order.status === "EXPIRED" ? "CLOSED" : "NOTPAY",
    isUpdated: isPaid,
    expiresAt: order.expiresAt.toISOString(),
  };
}
