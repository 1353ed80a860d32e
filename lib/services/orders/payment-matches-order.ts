// A provider payment fulfils an order only when it names that order and paid its amount in its currency: a session
// or intent made for another order (or tampered metadata) never grants a membership.
import "server-only";
import type { Order } from "@/generated/prisma/client";
import type { ProviderPayment } from "@/lib/payments/provider-payment";

export function paymentMatchesOrder(payment: ProviderPayment, order: Order): boolean {
  return (
    payment.state === "paid" &&
    payment.orderId === order.id &&
    payment.amount >= order.amountCents &&
    payment.currency === order.currency
  );
}
