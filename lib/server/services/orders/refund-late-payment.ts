// The second half of a late payment (fulfil-in-transaction.ts turned the order REFUNDED and granted nothing): the
// payment goes back through Stripe, the order records the refund, and the buyer is told by mail. Only the caller whose
// conditional update records the refund sends the mail, so concurrent callers (and the sweep's retries) mail once;
// Stripe's idempotency key makes a repeated refund call answer the same refund. When Stripe cannot be reached the
// order stays REFUNDED without a refundRef and the expiry sweep tries again (expire-due-orders.ts).
import "server-only";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { renderLateRefund } from "@/lib/server/mail/render-late-refund";
import { sendMail } from "@/lib/server/mail/send-mail";
import { refundProviderPayment } from "@/lib/server/payments/refund-provider-payment";
import { isCurrency } from "@/lib/server/pricing/voucher-balances";

/** True when this call recorded the refund. */
export async function refundLatePayment(orderId: string): Promise<boolean> {
  const order = await db.order.findUnique({ where: { id: orderId } });
  if (!order || order.status !== "REFUNDED" || order.refundRef) return false;
  // A sandbox (TEST) order has no payment at a provider: nothing to give back there.
  const refundRef = order.providerRef ? await refundProviderPayment(order.providerRef, order.id) : "none";
  const { count } = await db.order.updateMany({
    where: { id: order.id, refundRef: null },
    data: { refundRef, refundedAt: new Date() },
  });
  if (count === 0) return false;
  const user = order.userId ? await db.user.findUnique({ where: { id: order.userId }, select: { email: true } }) : null;
  if (user?.email && isCurrency(order.currency)) {
    try {
      await sendMail(
        renderLateRefund({
          to: user.email,
          orderId: order.id,
          amountCents: order.amountCents,
          currency: order.currency,
        }),
      );
    } catch (error) {
      logger.warn({ err: error, orderId }, "late refund mail not sent");
    }
  }
  return true;
}
