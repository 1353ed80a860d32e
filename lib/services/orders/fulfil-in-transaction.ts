// The one fulfilment (DESIGN §6), inside the caller's transaction, whoever calls it (webhook, poll, balance payment,
// sandbox, expiry sweep): the order turns PAID once — its row is locked and only an unpaid order changes — then the
// membership is extended from the later of now and the current end (or made lifetime), the plan's tokens are granted
// with a MEMBERSHIP row, and the inviter gets 20 % of what was paid as a REFERRER voucher row. The voucher the order
// used already left the balance (OUTCOME) when the order was created.
import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import { logger } from "@/lib/logger";
import { configuredTokenGrants } from "@/lib/pricing/configured-token-grants";
import { nextMembershipEnd } from "@/lib/pricing/membership-end";
import { getPlanByOrderPlan, planTokenGrant, type PlanId } from "@/lib/pricing/plans";
import { grantTokens } from "@/lib/services/tokens/grant-tokens";
import { creditBalance } from "./credit-balance";
import { lockUser } from "./lock-user";
import { takeVoucher } from "./take-voucher";

/** SPEC §1: the inviter receives 20 % of the invitee's purchases as voucher credit. */
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

/** Null when the order does not exist or was already paid: nothing changed. */
export async function fulfilInTransaction(
  tx: Prisma.TransactionClient,
  orderId: string,
  now = new Date(),
): Promise<Receipt | null> {
  const [locked] = await tx.$queryRaw<{ status: OrderStatus; userId: string | null }[]>`
    SELECT status, "userId" FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  if (!locked || locked.status === "PAID") return null;
  // The account was deleted (its orders stay as detached records): there is nobody to grant the plan to.
  if (!locked.userId) {
    logger.warn({ orderId }, "payment for an order of a deleted account; not fulfilled");
    return null;
  }
  const order = {
    ...(await tx.order.update({ where: { id: orderId }, data: { status: "PAID", paidAt: now } })),
    userId: locked.userId,
  };
  await lockUser(tx, order.userId);
  if (locked.status === "EXPIRED" && order.voucherUsedCents > 0) {
    // Paid after it expired (the provider could not be closed in time): the released voucher is taken again.
    const taken = await takeVoucher(tx, {
      userId: order.userId,
      maxCents: order.voucherUsedCents,
      reference: `${order.id}:paid-after-expiry`,
    });
    if (taken < order.voucherUsedCents) logger.warn({ orderId, taken }, "order paid after expiry; voucher short");
  }

  const plan = getPlanByOrderPlan(order.plan);
  const user = await tx.user.findUniqueOrThrow({
    where: { id: order.userId },
    select: { membershipEndsAt: true, inviterId: true, email: true },
  });
  const updated = await tx.user.update({
    where: { id: order.userId },
    data:
      plan.months === null
        ? { isLifetime: true }
        : { membershipEndsAt: nextMembershipEnd(user.membershipEndsAt, plan.months, now) },
    select: { membershipEndsAt: true, isLifetime: true },
  });
  const tokens = planTokenGrant(plan, configuredTokenGrants());
  if (tokens > 0) {
    await grantTokens({ userId: order.userId, type: "MEMBERSHIP", amount: tokens, reference: order.id }, tx);
  }
  const referral = Math.floor((order.amountCents * REFERRAL_SHARE_PERCENT) / 100);
  if (user.inviterId && referral > 0) {
    await creditBalance(tx, { userId: user.inviterId, type: "REFERRER", amountCents: referral, reference: order.id });
  }
  return {
    orderId: order.id,
    email: user.email,
    planId: plan.id,
    amountCents: order.amountCents,
    voucherCents: order.voucherUsedCents,
    currency: order.currency,
    ...updated,
  };
}
