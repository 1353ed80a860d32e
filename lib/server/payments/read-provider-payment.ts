// The poll asks Stripe directly (GET /api/orders/{id}), so a payment is fulfilled even when no webhook arrives.
import "server-only";
import { fromCheckoutSession, fromPaymentIntent, isCheckoutSessionRef, type ProviderPayment } from "./provider-payment";
import { stripeClient } from "./stripe-client";

export async function readProviderPayment(ref: string): Promise<ProviderPayment> {
  const stripe = stripeClient();
  return isCheckoutSessionRef(ref)
    ? fromCheckoutSession(await stripe.checkout.sessions.retrieve(ref))
    : fromPaymentIntent(await stripe.paymentIntents.retrieve(ref));
}
