// An unpaid order expires (docs/product.md §4: 15 minutes, its payment was cancelled at Stripe, the buyer cancelled it
// or started another order) and gives back the voucher it held, as a REFUND row in the order's currency, in one
// transaction. Only a CREATED order changes, so it runs once and never undoes a payment that won the race.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { Currency } from "@/lib/shared/pricing/plans";
import { creditBalance } from "@/lib/server/services/ledger/credit-balance";
import { lockUser, LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";

export async function expireOrder(orderId: string): Promise<boolean> {
  return db.$transaction((tx) => expireInTransaction(tx, orderId), LOCK_TX_OPTIONS);
}

async function expireInTransaction(tx: Prisma.TransactionClient, orderId: string): Promise<boolean> {
  const [order] = await tx.order.updateManyAndReturn({
    where: { id: orderId, status: "CREATED" },
    data: { status: "EXPIRED" },
  });
  if (!order) return false;
  if (order.voucherUsedCents > 0 && order.userId) {
    await lockUser(tx, order.userId);
    await creditBalance(tx, {
      userId: order.userId,
      type: "REFUND",
      currency: order.currency as Currency,
      amountCents: order.voucherUsedCents,
      reference: order.id,
    });
  }
  return true;
}
