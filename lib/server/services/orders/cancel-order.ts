// POST /api/orders/{id}/cancel: the buyer gives up an unpaid order (the checkout dialog's cancel, or closing it); the
// voucher it held comes back at once (issue 20). Cancelling an order that is no longer open changes nothing and
// answers its state, so a repeated cancel is harmless; one paid at Stripe meanwhile answers paid.
import "server-only";
import type { OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
import { closeOrder } from "./close-order";
import { getOwnOrder } from "./get-own-order";
import { toOrderStatusDto } from "./to-order-dto";

export async function cancelOrder(userId: string, orderId: string): Promise<OrderStatusDto> {
  const order = await getOwnOrder(userId, orderId);
  if (order.status === "CREATED") await closeOrder(order);
  return toOrderStatusDto(await getOwnOrder(userId, orderId));
}
