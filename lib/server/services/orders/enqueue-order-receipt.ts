// After the fulfilment committed, the receipt becomes a job (lib/server/jobs/job-queues.ts, "order-receipt"): a mail
// never rolls back a payment, an SMTP outage is retried with backoff, and the job's id is derived from the order, so
// a second enqueue (a webhook delivered twice, to two instances) adds nothing and the buyer gets one receipt.
import "server-only";
import { stableUuid } from "@/lib/server/catalogue/stable-uuid";
import type { TOrderReceiptJob } from "@/lib/server/jobs/order-receipt-job";
import { sendJob } from "@/lib/server/jobs/send-job";
import { logger } from "@/lib/server/logger";
import type { Currency } from "@/lib/shared/pricing/plans";
import type { Receipt } from "./fulfil-in-transaction";

export const orderReceiptJobId = (orderId: string): string => stableUuid(`order-receipt:${orderId}`);

export async function enqueueOrderReceipt(receipt: Receipt): Promise<void> {
  if (!receipt.email) return;
  const job: TOrderReceiptJob = {
    orderId: receipt.orderId,
    planId: receipt.planId,
    amountCents: receipt.amountCents,
    voucherCents: receipt.voucherCents,
    currency: receipt.currency as Currency,
    membershipEndsAt: receipt.membershipEndsAt?.toISOString() ?? null,
    isLifetime: receipt.isLifetime,
  };
  try {
    await sendJob("order-receipt", job, { id: orderReceiptJobId(receipt.orderId) });
  } catch (error) {
    logger.warn({ err: error, orderId: receipt.orderId }, "receipt mail not queued");
  }
}
