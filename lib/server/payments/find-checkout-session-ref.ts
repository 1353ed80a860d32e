// A refund or dispute names the PaymentIntent that carried the money; an English order keeps its Checkout Session
// (`cs_…`) instead, so the session is looked up by its intent at Stripe.
import "server-only";
import { stripeClient } from "./stripe-client";

export async function findCheckoutSessionRef(paymentIntentId: string): Promise<string | null> {
  const sessions = await stripeClient().checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  return sessions.data[0]?.id ?? null;
}
