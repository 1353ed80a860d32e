// Gives a payment back in full through Stripe's refunds API (issue 20: a payment that arrived after its order expired
// and can no longer buy the plan). A Checkout Session is refunded through its PaymentIntent. The idempotency key is
// the order's, so a retry after a lost answer (or a second caller) never refunds twice.
import "server-only";
import { isCheckoutSessionRef } from "./provider-payment";
import { readProviderPayment } from "./read-provider-payment";
import { stripeClient } from "./stripe-client";

/** The Stripe refund's id. */
export async function refundProviderPayment(ref: string, orderId: string): Promise<string> {
  const paymentIntent = isCheckoutSessionRef(ref) ? (await readProviderPayment(ref)).paymentIntentId : ref;
  if (!paymentIntent) throw new Error(`payment ${ref} has no PaymentIntent to refund`);
  const refund = await stripeClient().refunds.create(
    { payment_intent: paymentIntent, metadata: { orderId } },
    { idempotencyKey: `refund-${orderId}` },
  );
  return refund.id;
}
