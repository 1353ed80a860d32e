// The expiry sweep (docs/product.md §4: an order must be paid within 15 minutes). A Stripe order's payment is closed at
// Stripe first; if Stripe says it was paid after all, the order is fulfilled instead (or voided, when that payment was
// refunded or disputed meanwhile: fulfil-provider-payment.ts). An order Stripe cannot be asked about now stays for the
// next sweep (its voucher stays held a little longer; nothing is lost). A late payment whose refund Stripe did not
// accept yet (refund-late-payment.ts) is refunded again here, until it is.
import "server-only";
import type { Order } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { closeProviderPayment } from "@/lib/server/payments/close-provider-payment";
import { isProviderDown } from "@/lib/server/payments/is-provider-down";
import { paymentsMode } from "@/lib/server/payments/payments-mode";
import type { ProviderPayment } from "@/lib/server/payments/provider-payment";
import { expireOrder } from "./expire-order";
import { fulfilProviderPayment } from "./fulfil-provider-payment";
import { paymentMatchesOrder } from "./payment-matches-order";
import { refundLatePayment } from "./refund-late-payment";

const BATCH = 100;

export async function expireDueOrders(now = new Date()): Promise<{ expired: number; fulfilled: number }> {
  const due = await db.order.findMany({
    where: { status: "CREATED", expiresAt: { lte: now } },
    orderBy: { expiresAt: "asc" },
    take: BATCH,
  });
  let expired = 0;
  let fulfilled = 0;
  // Once Stripe did not answer (its client already retried), the sweep stops asking it: the other Stripe orders and
  // the late refunds wait for the next sweep instead of each spending Stripe's retries and back-off on a provider
  // that is down, which kept one sweep busy for minutes and held vouchers past their time.
  let providerDown = false;
  for (const order of due) {
    if (providerDown && order.providerRef) continue;
    try {
      const payment = await paidAtProvider(order).catch((error: unknown) => {
        providerDown ||= isProviderDown(error);
        throw error;
      });
      if (payment) {
        if ((await fulfilProviderPayment(order, payment)).isNew) fulfilled++;
      } else if (await expireOrder(order.id)) {
        expired++;
      }
    } catch (error) {
      logger.warn({ err: error, orderId: order.id }, "order not expired; retried at the next sweep");
    }
  }
  if (!providerDown) await retryLateRefunds();
  return { expired, fulfilled };
}

async function retryLateRefunds(): Promise<void> {
  const pending = await db.order.findMany({
    where: { status: "REFUNDED", refundRef: null },
    select: { id: true },
    take: BATCH,
  });
  for (const { id } of pending) {
    try {
      await refundLatePayment(id);
    } catch (error) {
      logger.warn({ err: error, orderId: id }, "late payment not refunded yet; retried at the next sweep");
      // As above: Stripe not answering ends this sweep's refunds.
      if (isProviderDown(error)) return;
    }
  }
}

/** The order's payment when Stripe says it was paid (closing it came too late), else null. */
async function paidAtProvider(order: Order): Promise<ProviderPayment | null> {
  if (!order.providerRef || paymentsMode() !== "stripe") return null;
  const payment = await closeProviderPayment(order.providerRef);
  return paymentMatchesOrder(payment, order) ? payment : null;
}
