// What we need to know about a payment at Stripe, whichever object carries it: a Checkout Session (`cs_…`, English
// card checkout) or a PaymentIntent (`pi_…`, WeChat Pay / Alipay QR).
import type Stripe from "stripe";

export type ProviderPayment = {
  /** paid: the money arrived; open: still payable; closed: expired or cancelled, can no longer be paid. */
  state: "paid" | "open" | "closed";
  /** Our order id from the metadata we set at creation (null when absent). */
  orderId: string | null;
  /** Amount charged, in the smallest unit, and the ISO currency in upper case. */
  amount: number;
  currency: string;
};

export const isCheckoutSessionRef = (ref: string): boolean => ref.startsWith("cs_");

export function fromCheckoutSession(session: Stripe.Checkout.Session): ProviderPayment {
  const state = session.payment_status !== "unpaid" ? "paid" : session.status === "expired" ? "closed" : "open";
  return {
    state,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? "").toUpperCase(),
  };
}

export function fromPaymentIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const state = intent.status === "succeeded" ? "paid" : intent.status === "canceled" ? "closed" : "open";
  return {
    state,
    orderId: intent.metadata?.orderId ?? null,
    amount: intent.status === "succeeded" ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
  };
}
