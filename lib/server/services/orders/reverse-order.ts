// A fulfilled order whose payment was refunded or disputed at Stripe (charge.refunded, charge.dispute.created) gives
// back what its fulfilment granted, once, in one transaction: the order records why and when (it stays PAID, the
// money did arrive), the membership is ended or shortened by the plan's months, the membership tokens still unspent
// are taken back (ORDER_REVERSAL token row) and so is the inviter's referral credit (REFERRAL_REVERSAL voucher row).
// A balance never goes below zero: what was spent already is gone, and the row records what was taken back.
// Idempotent like fulfilment (fulfil-order.ts): only a PAID order that was never reversed changes (a conditional
// update on its row, so concurrent deliveries and a refund racing a dispute reverse it once), and the provider event
// id is recorded with the reversal (unique). An order never fulfilled (waiting, expired, or refunded by us after a
// late payment) changes nothing. The voucher the buyer spent on the order stays spent.
import "server-only";
import { Prisma, type Order, type OrderReversal } from "@/generated/prisma/client";
import { logger } from "@/lib/server/logger";
import { db } from "@/lib/server/db";
import { addMonths } from "@/lib/server/pricing/membership-end";
import { getPlanByOrderPlan } from "@/lib/shared/pricing/plans";
import { isCurrency } from "@/lib/server/pricing/voucher-balances";
import { debitBalance } from "@/lib/server/services/ledger/debit-balance";
import { debitTokens } from "@/lib/server/services/ledger/debit-tokens";
import { lockUser, LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";

type Options = { eventId?: string; now?: Date };

export async function reverseOrder(
  orderId: string,
  reversal: OrderReversal,
  { eventId, now = new Date() }: Options = {},
): Promise<{ isNew: boolean }> {
  try {
    const isNew = await db.$transaction(async (tx) => {
      const [order] = await tx.order.updateManyAndReturn({
        where: { id: orderId, status: "PAID", reversal: null },
        data: { reversal, reversedAt: now },
      });
      if (!order) return false;
      if (eventId) await tx.processedWebhookEvent.create({ data: { provider: "stripe", eventId } });
      if (order.userId) {
        await lockUser(tx, order.userId);
        await takeBackMembership(tx, order, order.userId, now);
        await takeBackTokens(tx, order.id, order.userId);
      }
      await takeBackReferral(tx, order.id);
      return true;
    }, LOCK_TX_OPTIONS);
    return { isNew };
  } catch (error) {
    // The same event committed by a concurrent delivery.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { isNew: false };
    throw error;
  }
}

/** Lifetime ends; a period plan takes its months off the current end, and a membership that then lies past ends now. */
async function takeBackMembership(tx: Prisma.TransactionClient, order: Order, userId: string, now: Date) {
  const plan = getPlanByOrderPlan(order.plan);
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { membershipEndsAt: true, isLifetime: true },
  });
  if (plan.months === null) {
    if (user.isLifetime) await tx.user.update({ where: { id: userId }, data: { isLifetime: false } });
    return;
  }
  if (!user.membershipEndsAt || user.membershipEndsAt.getTime() <= now.getTime()) return;
  const shortened = addMonths(user.membershipEndsAt, -plan.months);
  await tx.user.update({
    where: { id: userId },
    data: { membershipEndsAt: shortened.getTime() > now.getTime() ? shortened : now },
  });
}

/** The order's MEMBERSHIP grant, or as much of it as the balance still holds (tokens spent on AI are gone). */
async function takeBackTokens(tx: Prisma.TransactionClient, orderId: string, userId: string) {
  const grant = await tx.tokenRecord.findUnique({
    where: { type_reference: { type: "MEMBERSHIP", reference: orderId } },
    select: { amount: true },
  });
  if (!grant) return;
  const reversal = { userId, type: "ORDER_REVERSAL", amount: grant.amount, reference: orderId } as const;
  const taken = (await debitTokens(tx, reversal))?.taken ?? 0;
  if (taken < grant.amount) logger.warn({ orderId, granted: grant.amount, taken }, "reversal: tokens spent");
}

/** The inviter's REFERRER credit for this order, or as much of it as their balance of its currency still holds. */
async function takeBackReferral(tx: Prisma.TransactionClient, orderId: string) {
  const credit = await tx.balanceRecord.findUnique({
    where: { type_reference: { type: "REFERRER", reference: orderId } },
    select: { userId: true, amountCents: true, currency: true },
  });
  // No credit (no inviter, a voucher-paid or sandbox order), or the inviter deleted the account.
  if (!credit?.userId || !isCurrency(credit.currency)) return;
  await lockUser(tx, credit.userId);
  const taken = await debitBalance(tx, {
    userId: credit.userId,
    type: "REFERRAL_REVERSAL",
    currency: credit.currency,
    maxCents: credit.amountCents,
    reference: orderId,
  });
  if (taken < credit.amountCents) {
    logger.warn({ orderId, credited: credit.amountCents, taken }, "reversal: referral voucher spent");
  }
}
