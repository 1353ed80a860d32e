// What an unpaid order held of the buyer's voucher comes back when the order ends without being paid: it expires or
// is released by a newer order (expire-order.ts, release-open-orders.ts), or its payment was charged back before we
// fulfilled it (void-charged-back-order.ts). One REFUND row in the order's currency, referenced by the order, inside
// the caller's transaction, after the order row has changed status (which is what makes it happen once).
import "server-only";
import type { Order, Prisma } from "@/generated/prisma/client";
import type { Currency } from "@/lib/shared/pricing/plans";
import { creditBalance } from "@/lib/server/services/ledger/credit-balance";
import { lockUser } from "@/lib/server/services/ledger/lock-user";

type HeldVoucher = Pick<Order, "id" | "userId" | "currency" | "voucherUsedCents">;

/** Nothing to do for an order that held no voucher or whose buyer is gone. Takes the buyer's lock (lock-user.ts; a
 * caller that holds it already, as releaseOpenOrders' does, keeps it). */
export async function returnHeldVoucher(tx: Prisma.TransactionClient, order: HeldVoucher): Promise<void> {
  if (order.voucherUsedCents <= 0 || !order.userId) return;
  await lockUser(tx, order.userId);
  await creditBalance(tx, {
    userId: order.userId,
    type: "REFUND",
    currency: order.currency as Currency,
    amountCents: order.voucherUsedCents,
    reference: order.id,
  });
}
