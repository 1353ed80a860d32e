// The sandbox checkout (no Stripe keys and PAYMENTS_SANDBOX=true; lib/server/payments/payments-mode.ts): "paying" completes
// the caller's own TEST order through the same fulfilment as a real payment (which credits no referral for it).
// Refused (404) whenever the sandbox is not on.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { paymentsMode } from "@/lib/server/payments/payments-mode";
import type { OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
import { fulfilOrder } from "./fulfil-order";
import { getOwnOrder } from "./get-own-order";
import { toOrderStatusDto } from "./to-order-dto";

export async function paySandboxOrder(userId: string, orderId: string): Promise<OrderStatusDto> {
  if (paymentsMode() !== "sandbox") throw new AppError("NOT_FOUND");
  const order = await getOwnOrder(userId, orderId);
  if (order.status !== "CREATED" || order.paymentMethod !== "TEST") throw new AppError("ORDER_NOT_PAYABLE");
  await fulfilOrder(order.id);
  return toOrderStatusDto(await getOwnOrder(userId, orderId));
}
