// Starting an order releases the voucher held by the buyer's other unpaid orders at once (issue 20), inside the new
// order's transaction and after lockUser: each open order expires and gives its voucher back (REFUND row), before the
// new order takes the balance. The caller closes the released orders' payments at Stripe after the commit; one paid
// in between arrives late and is handled as such (fulfil-in-transaction.ts: voucher taken again, or refunded).
import "server-only";
import type { Order, Prisma } from "@/generated/prisma/client";
import { returnHeldVoucher } from "./return-held-voucher";

/** The orders released (now EXPIRED). The caller holds the user's lock. */
export async function releaseOpenOrders(tx: Prisma.TransactionClient, userId: string): Promise<Order[]> {
  const released = await tx.order.updateManyAndReturn({
    where: { userId, status: "CREATED" },
    data: { status: "EXPIRED" },
  });
  for (const order of released) await returnHeldVoucher(tx, order);
  return released;
}
