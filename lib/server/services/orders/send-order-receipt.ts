// After the fulfilment committed: a mail never rolls back a payment, and a failed mail is logged, not retried.
import "server-only";
import { logger } from "@/lib/server/logger";
import { renderReceipt } from "@/lib/server/mail/render-receipt";
import { sendMail } from "@/lib/server/mail/send-mail";
import type { Currency } from "@/lib/shared/pricing/plans";
import type { Receipt } from "./fulfil-in-transaction";

export async function sendOrderReceipt(receipt: Receipt): Promise<void> {
  if (!receipt.email) return;
  try {
    await sendMail(renderReceipt({ ...receipt, to: receipt.email, currency: receipt.currency as Currency }));
  } catch (error) {
    logger.warn({ err: error, orderId: receipt.orderId }, "receipt mail not sent");
  }
}
