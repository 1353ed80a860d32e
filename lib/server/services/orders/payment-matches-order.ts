// A provider payment fulfils an order only when it is that order's own payment — the Checkout Session or
// PaymentIntent the order was created with (its providerRef, unique, so the order's user too) — names that order in
// its metadata, and paid its amount in its currency. Metadata alone proves nothing: a signed event for one user's
// payment whose metadata names another user's order must never fulfil that order.
import "server-only";
import type { Order } from "@/generated/prisma/client";
import type { ProviderPayment } from "@/lib/server/payments/provider-payment";

export function paymentMatchesOrder(payment: ProviderPayment, order: Order): boolean {
  return (
    payment.state === "paid" &&
    order.providerRef !== null &&
    payment.ref === order.providerRef &&
    (payment.orderId === null || payment.orderId === order.id) &&
    payment.amount >= order.amountCents &&
    payment.currency === order.currency
  );
}
