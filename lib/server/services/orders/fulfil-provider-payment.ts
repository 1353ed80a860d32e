// Fulfils an order from a payment Stripe reports paid (webhook, status poll, expiry sweep, cancel), unless that
// payment's charge was refunded in full or disputed meanwhile: a session or intent stays "paid" at Stripe after its
// money went back, and fulfilling it then granted a membership for a refunded payment (issue 20 item 7 follow-up).
// Such an order is voided instead (void-charged-back-order.ts). Stripe failing to answer throws PAYMENT_PROVIDER_FAILED
// and nothing changes: each caller already treats that as "try again later" (the webhook answers 502, so Stripe
// delivers the event again).
// A refund landing between this look-up and the fulfilment is caught by its own charge.refunded webhook, which
// reverses the order once it is PAID.
import "server-only";
import type { Order } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { logger } from "@/lib/server/logger";
import type { ProviderPayment } from "@/lib/server/payments/provider-payment";
import { readChargeBack, type ChargeBack } from "@/lib/server/payments/read-charge-back";
import { fulfilOrder } from "./fulfil-order";
import { voidChargedBackOrder } from "./void-charged-back-order";

type Result = { isNew: boolean; refunded: boolean; voided: boolean };

export async function fulfilProviderPayment(
  order: Order,
  payment: ProviderPayment,
  options: { eventId?: string } = {},
): Promise<Result> {
  // An order applied (or refunded) already needs no look-up: fulfilment changes nothing for it.
  const isSettled = order.status === "PAID" || order.status === "REFUNDED";
  const chargeBack = !isSettled && payment.paymentIntentId ? await askStripe(payment.paymentIntentId) : null;
  if (chargeBack) {
    const voided = await voidChargedBackOrder(order.id, chargeBack);
    if (voided) logger.warn({ orderId: order.id, reversal: chargeBack.kind }, "paid order voided: payment taken back");
    return { isNew: false, refunded: false, voided };
  }
  return { ...(await fulfilOrder(order.id, options)), voided: false };
}

async function askStripe(paymentIntentId: string): Promise<ChargeBack | null> {
  try {
    return await readChargeBack(paymentIntentId);
  } catch (error) {
    throw new AppError("PAYMENT_PROVIDER_FAILED", { cause: error });
  }
}
