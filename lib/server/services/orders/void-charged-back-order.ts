// An order whose payment was refunded in full or disputed at Stripe before our server applied it (issue 20 item 7
// follow-up): the Checkout Session or PaymentIntent still reads "paid", but the money went back, so the order is never
// fulfilled. It turns REFUNDED (status 3, as a late payment we refunded ourselves) with the reversal that says why
// (REFUNDED / DISPUTED, as reverse-order.ts records it on a fulfilled order) and refundRef naming the charge Stripe
// took back, so the expiry sweep never asks Stripe to refund it again. The voucher a waiting order still held comes
// back (REFUND row, in the order's currency), as when it expires; an expired order gave it back already. One
// transaction on the locked order row: only a waiting or expired order changes, so it runs once, and never undoes a
// fulfilment that won the race (that one is reversed by the charge.refunded / charge.dispute.created webhook).
import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { ChargeBack } from "@/lib/server/payments/read-charge-back";
import { LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";
import { returnHeldVoucher } from "./return-held-voucher";

/** True when this call voided the order. */
export async function voidChargedBackOrder(
  orderId: string,
  chargeBack: ChargeBack,
  now = new Date(),
): Promise<boolean> {
  return db.$transaction((tx) => voidInTransaction(tx, orderId, chargeBack, now), LOCK_TX_OPTIONS);
}

async function voidInTransaction(
  tx: Prisma.TransactionClient,
  orderId: string,
  chargeBack: ChargeBack,
  now: Date,
): Promise<boolean> {
  const [locked] = await tx.$queryRaw<{ status: OrderStatus }[]>`
    SELECT status FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  if (!locked || (locked.status !== "CREATED" && locked.status !== "EXPIRED")) return false;
  const order = await tx.order.update({
    where: { id: orderId },
    data: {
      status: "REFUNDED",
      reversal: chargeBack.kind,
      reversedAt: now,
      refundRef: chargeBack.chargeId,
      refundedAt: now,
    },
  });
  // An expired order gave its voucher back already.
  if (locked.status === "CREATED") await returnHeldVoucher(tx, order);
  return true;
}
