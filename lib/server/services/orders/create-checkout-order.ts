// POST /api/createEnOrder: the Checkout flavour of createOrder. A voucher that covers the price pays at once and the
// browser is sent straight to the success page; otherwise to Stripe Checkout (or the sandbox checkout). The success
// page names the buyer's own resume they came from, if any (issue 21 item 7).
import "server-only";
import { getPathname } from "@/i18n/navigation";
import type { CreateEnOrderResult } from "@/lib/shared/validations/orders/order-dto";
import type { TCreateEnOrder } from "@/lib/shared/validations/orders/create-order";
import { returnToQuery } from "@/lib/shared/pricing/return-to";
import { createOrder } from "./create-order";
import { findReturnTarget } from "./find-return-target";

export async function createCheckoutOrder(
  userId: string,
  { planName, locale, returnTo: resumeId, download }: TCreateEnOrder,
  origin: string,
): Promise<CreateEnOrderResult> {
  const returnTo = await findReturnTarget(userId, resumeId, download);
  const order = await createOrder({
    userId,
    planId: planName,
    locale,
    channel: { kind: "checkout" },
    origin,
    returnTo,
  });
  const successQuery = returnTo ? `state=success&${returnToQuery(returnTo)}` : "state=success";
  const checkoutUrl = order.payUrl ?? `${origin}${getPathname({ locale, href: "/" })}?${successQuery}`;
  return { orderId: order.orderId, checkout_url: checkoutUrl, isBalancePay: order.isBalancePay };
}
