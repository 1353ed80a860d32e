// POST /api/stripe/webhook: the signature is checked on the raw body with the endpoint's secret before anything is
// read (a bad one changes nothing: 400). A paid session or intent fulfils its order once per event id and once per
// order; a session that expired or an intent that was cancelled expires the order (never a paid one). Events arrive
// in any order: "completed" after "expired" still fulfils (the voucher is taken again), "expired" after "completed"
// does nothing. Unknown events and events for orders we do not have are acknowledged and ignored.
// The order is the one whose own payment the event's object is (its providerRef), never just the one the metadata
// names: a signed event is genuine, but its metadata may name someone else's order (issue 20 item 5).
// A full refund (charge.refunded) or a dispute (charge.dispute.created) of an order's payment reverses what its
// fulfilment granted, once (reverse-order.ts); a partial refund is logged and leaves the order as it is. A paid event
// arriving after its payment was refunded or disputed never fulfils (fulfil-provider-payment.ts).
import "server-only";
import Stripe from "stripe";
import type { Order, OrderReversal } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { logSecurityEvent } from "@/lib/server/security/security-event";
import {
  fromCheckoutSession,
  fromPaymentIntent,
  isCheckoutSessionRef,
  type ProviderPayment,
} from "@/lib/server/payments/provider-payment";
import { findCheckoutSessionRef } from "@/lib/server/payments/find-checkout-session-ref";
import { readProviderPayment } from "@/lib/server/payments/read-provider-payment";
import { expireOrder } from "./expire-order";
import { fulfilProviderPayment } from "./fulfil-provider-payment";
import { paymentMatchesOrder } from "./payment-matches-order";
import { reverseOrder } from "./reverse-order";

type Outcome = "fulfilled" | "duplicate" | "expired" | "reversed" | "voided" | "ignored";

/** Money taken back from us: a refund (full or partial) or a dispute, named by the PaymentIntent that carried it. */
type ChargeBack = { reversal: OrderReversal; paymentIntentId: string | null; currency: string; partial: boolean };

function verify(rawBody: Buffer, signature: string | null): Stripe.Event {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("PAYMENTS_NOT_CONFIGURED");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch (error) {
    throw new AppError("INVALID_WEBHOOK_SIGNATURE", { cause: error });
  }
}

function paymentOf(event: Stripe.Event): ProviderPayment | null {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired":
      return fromCheckoutSession(event.data.object);
    case "payment_intent.succeeded":
    case "payment_intent.canceled":
      return fromPaymentIntent(event.data.object);
    default:
      return null;
  }
}

/**
 * The order this payment belongs to, with the payment as seen on the order's own provider object: the order whose
 * providerRef is the event's object; or, for a PaymentIntent event of a Checkout order (the order keeps the session),
 * the order the metadata names when its own session, read from Stripe, carries exactly this intent.
 */
async function ownOrderOf(payment: ProviderPayment): Promise<{ order: Order; payment: ProviderPayment } | null> {
  const own = await db.order.findUnique({ where: { providerRef: payment.ref } });
  if (own) return { order: own, payment };
  if (!payment.orderId || isCheckoutSessionRef(payment.ref)) return null;
  const named = await db.order.findUnique({ where: { id: payment.orderId } });
  const sessionRef = named?.providerRef;
  if (!named || !sessionRef || !isCheckoutSessionRef(sessionRef)) return null;
  const session = await askStripe(() => readProviderPayment(sessionRef));
  return session.paymentIntentId === payment.ref ? { order: named, payment: session } : null;
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function chargeBackOf(event: Stripe.Event): ChargeBack | null {
  switch (event.type) {
    case "charge.refunded": {
      const charge = event.data.object;
      return {
        reversal: "REFUNDED",
        paymentIntentId: idOf(charge.payment_intent),
        currency: charge.currency.toUpperCase(),
        partial: !charge.refunded,
      };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      return {
        reversal: "DISPUTED",
        paymentIntentId: idOf(dispute.payment_intent),
        currency: dispute.currency.toUpperCase(),
        partial: false,
      };
    }
    default:
      return null;
  }
}

/** Asks Stripe; a failure answers 502 so that Stripe delivers the event again (nothing changed here). */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError("PAYMENT_PROVIDER_FAILED", { cause: error });
  }
}

/** The order paid by this PaymentIntent: a QR order keeps the intent itself, a Checkout order the intent's session. */
async function orderOfIntent(paymentIntentId: string): Promise<Order | null> {
  const own = await db.order.findUnique({ where: { providerRef: paymentIntentId } });
  if (own) return own;
  const sessionRef = await askStripe(() => findCheckoutSessionRef(paymentIntentId));
  return sessionRef ? db.order.findUnique({ where: { providerRef: sessionRef } }) : null;
}

async function handleChargeBack(event: Stripe.Event, back: ChargeBack): Promise<Outcome> {
  const order = back.paymentIntentId ? await orderOfIntent(back.paymentIntentId) : null;
  if (!order || order.currency !== back.currency) {
    if (order) logger.error({ eventId: event.id, orderId: order.id }, "refund or dispute in another currency");
    return "ignored";
  }
  if (back.partial) {
    logger.warn({ eventId: event.id, orderId: order.id }, "partial refund: the order keeps its grants");
    return "ignored";
  }
  const { isNew } = await reverseOrder(order.id, back.reversal, { eventId: event.id });
  if (isNew) logger.warn({ eventId: event.id, orderId: order.id, reversal: back.reversal }, "order reversed");
  return isNew ? "reversed" : "duplicate";
}

export async function handleStripeWebhook(rawBody: Buffer, signature: string | null): Promise<{ outcome: Outcome }> {
  const event = verify(rawBody, signature);
  const chargeBack = chargeBackOf(event);
  if (chargeBack) return { outcome: await handleChargeBack(event, chargeBack) };
  const eventPayment = paymentOf(event);
  if (!eventPayment) return { outcome: "ignored" };
  const found = await ownOrderOf(eventPayment);
  if (!found || (found.payment.orderId !== null && found.payment.orderId !== found.order.id)) {
    if (eventPayment.orderId || found) {
      logger.error(
        { eventId: event.id, ref: eventPayment.ref, namedOrderId: eventPayment.orderId, orderId: found?.order.id },
        "Stripe event is not the payment of the order it names",
      );
      logSecurityEvent("webhook_payment_mismatch");
    }
    return { outcome: "ignored" };
  }
  const { order, payment } = found;
  if (payment.state === "closed") return { outcome: (await expireOrder(order.id)) ? "expired" : "ignored" };
  if (!paymentMatchesOrder(payment, order)) {
    if (payment.state === "paid") {
      logger.error({ eventId: event.id, orderId: order.id }, "payment does not match order");
      logSecurityEvent("webhook_payment_mismatch");
    }
    return { outcome: "ignored" };
  }
  // A late event for a payment refunded or disputed before it was applied voids the order instead.
  const { isNew, voided } = await fulfilProviderPayment(order, payment, { eventId: event.id });
  return { outcome: voided ? "voided" : isNew ? "fulfilled" : "duplicate" };
}
