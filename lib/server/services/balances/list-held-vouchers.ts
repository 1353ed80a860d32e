// GET /api/balances/held (issue 20): the voucher an unpaid order of the caller holds, with the time it comes back by
// itself. Starting an order releases any other, so there is at most one; a list keeps the answer honest during a race.
import "server-only";
import { db } from "@/lib/server/db";
import { getPlanByOrderPlan } from "@/lib/shared/pricing/plans";
import type { HeldVoucherList } from "@/lib/shared/validations/balances/balance-record-dto";

export async function listHeldVouchers(userId: string, now = new Date()): Promise<HeldVoucherList> {
  const orders = await db.order.findMany({
    where: { userId, status: "CREATED", voucherUsedCents: { gt: 0 }, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return {
    data: orders.map((order) => ({
      orderId: order.id,
      planName: getPlanByOrderPlan(order.plan).id,
      amount: order.voucherUsedCents,
      currency: order.currency === "USD" ? "USD" : "CNY",
      expiresAt: order.expiresAt.toISOString(),
    })),
  };
}
