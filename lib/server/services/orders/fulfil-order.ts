// Fulfils a paid order exactly once, whether the webhook, the poll, the sandbox or all of them arrive, in any order,
// any number of times. A webhook delivery names its event: the event row and the fulfilment commit together, so a
// redelivered event (unique provider + event id) changes nothing; any caller is also stopped by the order row itself
// (fulfil-in-transaction.ts). The receipt is mailed after the commit. A late payment that cannot buy the plan any
// more is given back instead (refund-late-payment.ts), after the commit too.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { fulfilInTransaction } from "./fulfil-in-transaction";
import { LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";
import { refundLatePayment } from "./refund-late-payment";
import { enqueueOrderReceipt } from "./enqueue-order-receipt";

type Options = { eventId?: string };

/** isNew: this call granted the plan; refunded: this call turned the payment into a refund. */
export async function fulfilOrder(
  orderId: string,
  { eventId }: Options = {},
): Promise<{ isNew: boolean; refunded: boolean }> {
  let fulfilment;
  try {
    fulfilment = await db.$transaction(async (tx) => {
      if (eventId) await tx.processedWebhookEvent.create({ data: { provider: "stripe", eventId } });
      return fulfilInTransaction(tx, orderId);
    }, LOCK_TX_OPTIONS);
  } catch (error) {
    // The same event committed by a concurrent delivery.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { isNew: false, refunded: false };
    }
    throw error;
  }
  if (fulfilment?.kind === "refund") {
    // The order is REFUNDED already (nothing granted); Stripe being away now only delays the money: the sweep retries.
    await refundLatePayment(fulfilment.orderId).catch((error: unknown) =>
      logger.warn({ err: error, orderId }, "late payment not refunded yet; retried by the expiry sweep"),
    );
    return { isNew: false, refunded: true };
  }
  if (fulfilment) await enqueueOrderReceipt(fulfilment.receipt);
  return { isNew: fulfilment !== null, refunded: false };
}
