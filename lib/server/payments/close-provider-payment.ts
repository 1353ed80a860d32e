// Before an order expires, its payment at Stripe is closed (Checkout Session expired, PaymentIntent cancelled), so it
// cannot be paid after we released the voucher it held. Stripe refuses to close a payment that already succeeded:
// the answer is then read again and "paid" tells the caller to fulfil instead.
import "server-only";
import Stripe from "stripe";
import { fromCheckoutSession, fromPaymentIntent, isCheckoutSessionRef, type ProviderPayment } from "./provider-payment";
import { readProviderPayment } from "./read-provider-payment";
import { stripeClient } from "./stripe-client";

export async function closeProviderPayment(ref: string): Promise<ProviderPayment> {
  const stripe = stripeClient();
  try {
    return isCheckoutSessionRef(ref)
      ? fromCheckoutSession(await stripe.checkout.sessions.expire(ref))
      : fromPaymentIntent(await stripe.paymentIntents.cancel(ref));
  } catch (error) {
    // 400 invalid_request_error: already paid, or already closed. Anything else (network, 5xx) is the caller's.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    return readProviderPayment(ref);
  }
}
