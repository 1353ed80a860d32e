// An unpaid order expires (docs/product.md §4: 15 minutes, its payment was cancelled at Stripe, the buyer cancelled it
// or started another order) and gives back the voucher it held, as a REFUND row in the order's currency, in one
// transaction. Only a CREATED order changes, so it runs once and never undoes a payment that won the race.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";
import { returnHeldVoucher } from "./return-held-voucher";

export async function expireOrder(orderId: string): Promise<boolean> {
  return db.$transaction((tx) => expireInTransaction(tx, orderId), LOCK_TX_OPTIONS);
}

async function expireInTransaction(tx: Prisma.TransactionClient, orderId: string): Promise<boolean> {
  const [order] = await tx.order.updateManyAndReturn({
    where: { id: orderId, status: "CREATED" },
    data: { status: "EXPIRED" },
  });
  if (!order) return false;
  await returnHeldVoucher(tx, order);
  return true;
}
