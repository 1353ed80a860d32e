// POST /api/createEnOrder: the Checkout flavour of createOrder. A voucher that covers the price pays at once and the
// browser is sent straight to the success page; otherwise to Stripe Checkout (or the sandbox checkout).
import "server-only";
import { getPathname } from "@/i18n/navigation";
import type { CreateEnOrderResult } from "@/lib/validations/orders/order-dto";
import type { TCreateEnOrder } from "@/lib/validations/orders/create-order";
import { createOrder } from "./create-order";

export async function createCheckoutOrder(
  userId: string,
  { planName, locale }: TCreateEnOrder,
  origin: string,
): Promise<CreateEnOrderResult> {
  const order = await createOrder({ userId, planId: planName, locale, channel: { kind: "checkout" }, origin });
  const checkoutUrl = order.payUrl ?? `${origin}${getPathname({ locale, href: "/" })}?state=success`;
  return { orderId: order.orderId, checkout_url: checkoutUrl, isBalancePay: order.isBalancePay };
}
