// The one fulfilment (DESIGN §6), inside the caller's transaction, whoever calls it (webhook, poll, balance payment,
// sandbox, expiry sweep): the order turns PAID once — its row is locked and only an unpaid order changes — then the
// membership is extended from the later of now and the current end (or made lifetime), the plan's tokens are granted
// with a MEMBERSHIP row, and the inviter gets 20 % of what was paid as a REFERRER voucher row in the order's currency
// (nothing for a sandbox TEST order).
// The voucher the order used already left the balance (OUTCOME) when the order was created.
// A payment that arrives after the order expired (issue 20) paid only the cash part: the voucher part the expiry gave
// back is taken again, all of it, under the user's lock; when it is no longer there (spent, held by another order,
// or the account is gone) the plan is never granted for less than its price: the order turns REFUNDED and the caller
// gives the payment back (refund-late-payment.ts).
import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import { logger } from "@/lib/server/logger";
import { configuredTokenGrants } from "@/lib/server/pricing/configured-token-grants";
import { nextMembershipEnd } from "@/lib/server/pricing/membership-end";
import { getPlanByOrderPlan, planTokenGrant, type Currency, type PlanId } from "@/lib/shared/pricing/plans";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
import { creditBalance } from "@/lib/server/services/ledger/credit-balance";
import { lockUser } from "@/lib/server/services/ledger/lock-user";
import { debitBalance } from "@/lib/server/services/ledger/debit-balance";

/** docs/product.md §1: the inviter receives 20 % of the invitee's purchases as voucher credit. */
const REFERRAL_SHARE_PERCENT = 20;

export type Receipt = {
  orderId: string;
  email: string | null;
  planId: PlanId;
  amountCents: number;
  voucherCents: number;
  currency: string;
  membershipEndsAt: Date | null;
  isLifetime: boolean;
};

/** paid: the plan was granted; refund: a late payment that must go back (the order is REFUNDED, nothing granted). */
export type Fulfilment = { kind: "paid"; receipt: Receipt } | { kind: "refund"; orderId: string };

/** Null when the order does not exist or was already paid or refunded: nothing changed. */
export async function fulfilInTransaction(
  tx: Prisma.TransactionClient,
  orderId: string,
  now = new Date(),
): Promise<Fulfilment | null> {
  const [locked] = await tx.$queryRaw<{ status: OrderStatus; userId: string | null }[]>`
    SELECT status, "userId" FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  if (!locked || locked.status === "PAID" || locked.status === "REFUNDED") return null;
  const userId = locked.userId;
  // The account was deleted while the order waited: nobody to grant to.
  if (!userId) return refundInstead(tx, orderId);
  await lockUser(tx, userId);
  if (locked.status === "EXPIRED" && !(await takeVoucherAgain(tx, orderId, userId))) return refundInstead(tx, orderId);
  const order = await tx.order.update({ where: { id: orderId }, data: { status: "PAID", paidAt: now } });
  const currency = order.currency as Currency;

  const plan = getPlanByOrderPlan(order.plan);
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { membershipEndsAt: true, inviterId: true, email: true },
  });
  const updated = await tx.user.update({
    where: { id: userId },
    data:
      plan.months === null
        ? { isLifetime: true }
        : { membershipEndsAt: nextMembershipEnd(user.membershipEndsAt, plan.months, now) },
    select: { membershipEndsAt: true, isLifetime: true },
  });
  const tokens = planTokenGrant(plan, configuredTokenGrants());
  if (tokens > 0) {
    await grantTokens({ userId: userId, type: "MEMBERSHIP", amount: tokens, reference: order.id }, tx);
  }
  // A sandbox (TEST) order paid nothing real: it never becomes voucher money for real orders (issue 20 item 4).
  const referral = order.paymentMethod === "TEST" ? 0 : Math.floor((order.amountCents * REFERRAL_SHARE_PERCENT) / 100);
  if (user.inviterId && referral > 0) {
    await creditBalance(tx, {
      userId: user.inviterId,
      type: "REFERRER",
      currency,
      amountCents: referral,
      reference: order.id,
    });
  }
  return {
    kind: "paid",
    receipt: {
      orderId: order.id,
      email: user.email,
      planId: plan.id,
      amountCents: order.amountCents,
      voucherCents: order.voucherUsedCents,
      currency: order.currency,
      ...updated,
    },
  };
}

async function refundInstead(tx: Prisma.TransactionClient, orderId: string): Promise<Fulfilment> {
  await tx.order.update({ where: { id: orderId }, data: { status: "REFUNDED" } });
  logger.warn({ orderId }, "order paid after expiry without its voucher; the payment is refunded");
  return { kind: "refund", orderId };
}

/** An expired order's voucher part, taken again whole (true), or not at all (false). Nothing to take is covered. */
async function takeVoucherAgain(tx: Prisma.TransactionClient, orderId: string, userId: string): Promise<boolean> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (order.voucherUsedCents === 0) return true;
  const taken = await debitBalance(tx, {
    userId,
    type: "OUTCOME",
    currency: order.currency as Currency,
    maxCents: order.voucherUsedCents,
    reference: `${order.id}:paid-after-expiry`,
    exact: true,
  });
  return taken === order.voucherUsedCents;
}
