// Whether a failed Stripe call means Stripe cannot answer now (no connection, its own 5xx, rate limited), as opposed
// to an answer about the request itself (an unknown payment, a refused refund). The expiry sweep stops asking Stripe
// for the rest of a sweep on the first (lib/server/services/orders/expire-due-orders.ts).
import "server-only";
import Stripe from "stripe";

const DOWN_TYPES = new Set(["StripeConnectionError", "StripeAPIError", "StripeRateLimitError"]);

export function isProviderDown(error: unknown): boolean {
  // Our services wrap Stripe's error as the cause of an AppError (PAYMENT_PROVIDER_FAILED).
  const stripeError = error instanceof Stripe.errors.StripeError ? error : (error as { cause?: unknown })?.cause;
  if (!(stripeError instanceof Stripe.errors.StripeError)) return false;
  return DOWN_TYPES.has(stripeError.type) || (stripeError.statusCode ?? 0) >= 500;
}
