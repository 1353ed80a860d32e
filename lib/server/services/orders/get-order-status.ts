// GET /api/orders/{id} (docs/product.md §4: polled every 4 s). An unpaid Stripe order is also looked up at Stripe and
// fulfilled when paid there, so a lost webhook never leaves a paid order waiting (unless its money was refunded or
// disputed meanwhile: fulfil-provider-payment.ts). Stripe being unreachable is not the caller's problem: the answer is
// then what the database says.
import "server-only";
import type { Order } from "@/generated/prisma/client";
import { logger } from "@/lib/server/logger";
import { paymentsMode } from "@/lib/server/payments/payments-mode";
import { readProviderPayment } from "@/lib/server/payments/read-provider-payment";
import type { OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
import { fulfilProviderPayment } from "./fulfil-provider-payment";
import { getOwnOrder } from "./get-own-order";
import { paymentMatchesOrder } from "./payment-matches-order";
import { toOrderStatusDto } from "./to-order-dto";

export async function getOrderStatus(userId: string, id: string): Promise<OrderStatusDto> {
  const order = await getOwnOrder(userId, id);
  if (order.status !== "CREATED" || !order.providerRef || paymentsMode() !== "stripe") return toOrderStatusDto(order);
  return toOrderStatusDto((await syncWithProvider(userId, order, order.providerRef)) ?? order);
}

async function syncWithProvider(userId: string, order: Order, ref: string): Promise<Order | null> {
  try {
    const payment = await readProviderPayment(ref);
    if (!paymentMatchesOrder(payment, order)) return null;
    await fulfilProviderPayment(order, payment);
    return await getOwnOrder(userId, order.id);
  } catch (error) {
    logger.warn({ err: error, orderId: order.id }, "order status not synced with Stripe");
    return null;
  }
}
