// POST /api/stripe/webhook: the signature is checked on the raw body with the endpoint's secret before anything is
// read (a bad one changes nothing: 400). A paid session or intent fulfils its order once per event id and once per
// order; a session that expired or an intent that was cancelled expires the order (never a paid one). Events arrive
// in any order: "completed" after "expired" still fulfils (the voucher is taken again), "expired" after "completed"
// does nothing. Unknown events and events for orders we do not have are acknowledged and ignored.
import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { fromCheckoutSession, fromPaymentIntent, type ProviderPayment } from "@/lib/payments/provider-payment";
import { expireOrder } from "./expire-order";
import { fulfilOrder } from "./fulfil-order";
import { paymentMatchesOrder } from "./payment-matches-order";

type Outcome = "fulfilled" | "duplicate" | "expired" | "ignored";

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

export async function handleStripeWebhook(rawBody: Buffer, signature: string | null): Promise<{ outcome: Outcome }> {
  const event = verify(rawBody, signature);
  const payment = paymentOf(event);
  if (!payment?.orderId) return { outcome: "ignored" };
  const order = await db.order.findUnique({ where: { id: payment.orderId } });
  if (!order) {
    logger.warn({ eventId: event.id, orderId: payment.orderId }, "Stripe event for an unknown order");
    return { outcome: "ignored" };
  }
  if (payment.state === "closed") return { outcome: (await expireOrder(order.id)) ? "expired" : "ignored" };
  if (!paymentMatchesOrder(payment, order)) {
    if (payment.state === "paid")
      logger.error({ eventId: event.id, orderId: order.id }, "payment does not match order");
    return { outcome: "ignored" };
  }
  const { isNew } = await fulfilOrder(order.id, { eventId: event.id });
  return { outcome: isNew ? "fulfilled" : "duplicate" };
}
