// Fulfils a paid order exactly once, whether the webhook, the poll, the sandbox or all of them arrive, in any order,
// any number of times. A webhook delivery names its event: the event row and the fulfilment commit together, so a
// redelivered event (unique provider + event id) changes nothing; any caller is also stopped by the order row itself
// (fulfil-in-transaction.ts). The receipt is mailed after the commit.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { fulfilInTransaction } from "./fulfil-in-transaction";
import { MONEY_TX_OPTIONS } from "./lock-user";
import { sendOrderReceipt } from "./send-order-receipt";

type Options = { eventId?: string };

export async function fulfilOrder(orderId: string, { eventId }: Options = {}): Promise<{ isNew: boolean }> {
  let receipt;
  try {
    receipt = await db.$transaction(async (tx) => {
      if (eventId) await tx.processedWebhookEvent.create({ data: { provider: "stripe", eventId } });
      return fulfilInTransaction(tx, orderId);
    }, MONEY_TX_OPTIONS);
  } catch (error) {
    // The same event committed by a concurrent delivery.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { isNew: false };
    throw error;
  }
  if (receipt) await sendOrderReceipt(receipt);
  return { isNew: receipt !== null };
}
