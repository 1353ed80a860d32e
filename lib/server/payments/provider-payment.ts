// What we need to know about a payment at Stripe, whichever object carries it: a Checkout Session (`cs_…`, English
// card checkout) or a PaymentIntent (`pi_…`, WeChat Pay / Alipay QR).
import "server-only";
import type Stripe from "stripe";

export type ProviderPayment = {
  /** The object's own id (`cs_…` or `pi_…`): what an order keeps as its providerRef. */
  ref: string;
  /** The PaymentIntent that carries the money: the intent itself, or a session's (null until a session is paid). */
  paymentIntentId: string | null;
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
  const intent = session.payment_intent;
  return {
    ref: session.id,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    state,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? "").toUpperCase(),
  };
}

export function fromPaymentIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const state = intent.status === "succeeded" ? "paid" : intent.status === "canceled" ? "closed" : "open";
  return {
    ref: intent.id,
    paymentIntentId: intent.id,
    state,
    orderId: intent.metadata?.orderId ?? null,
    amount: intent.status === "succeeded" ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
  };
}
