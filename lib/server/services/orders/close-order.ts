// Ends one unpaid order now, for the buyer (cancel, or a new order started; issue 20): its payment is closed at Stripe
// first, so it cannot be paid after the voucher it held comes back; a payment that went through meanwhile fulfils the
// order instead. Unlike the expiry sweep, Stripe being unreachable does not keep the voucher held: the order expires
// anyway, and a payment that still arrives is a late payment (voucher taken again, or the payment refunded).
import "server-only";
import type { Order } from "@/generated/prisma/client";
import { logger } from "@/lib/server/logger";
import { closeProviderPayment } from "@/lib/server/payments/close-provider-payment";
import { paymentsMode } from "@/lib/server/payments/payments-mode";
import { expireOrder } from "./expire-order";
import { fulfilProviderPayment } from "./fulfil-provider-payment";
import { paymentMatchesOrder } from "./payment-matches-order";

export async function closeOrder(order: Order): Promise<"paid" | "expired" | "unchanged"> {
  if (order.providerRef && paymentsMode() === "stripe") {
    try {
      const payment = await closeProviderPayment(order.providerRef);
      if (paymentMatchesOrder(payment, order)) {
        const { voided } = await fulfilProviderPayment(order, payment);
        return voided ? "unchanged" : "paid";
      }
    } catch (error) {
      logger.warn({ err: error, orderId: order.id }, "payment not closed at Stripe; the order is released anyway");
    }
  }
  return (await expireOrder(order.id)) ? "expired" : "unchanged";
}
