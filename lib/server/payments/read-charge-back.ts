// Whether the money of a paid PaymentIntent was taken back at Stripe: its latest charge refunded in full or disputed.
// A payment can be refunded (from Stripe's dashboard) or disputed before our server ever applied it, and its Checkout
// Session or PaymentIntent still reads "paid" afterwards, so whoever is about to fulfil from Stripe asks this first
// (fulfil-provider-payment.ts). A partial refund is not a charge-back: the order keeps what it bought, as the
// charge.refunded webhook treats it.
import "server-only";
import type Stripe from "stripe";
import { stripeClient } from "./stripe-client";

export type ChargeBack = { kind: "REFUNDED" | "DISPUTED"; chargeId: string };

export async function readChargeBack(paymentIntentId: string): Promise<ChargeBack | null> {
  const intent = await stripeClient().paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
  const charge = intent.latest_charge as Stripe.Charge | string | null;
  // Not expanded (or no charge yet): nothing known to be taken back.
  if (!charge || typeof charge === "string") return null;
  if (charge.disputed) return { kind: "DISPUTED", chargeId: charge.id };
  if (charge.refunded || charge.amount_refunded >= charge.amount) return { kind: "REFUNDED", chargeId: charge.id };
  return null;
}
