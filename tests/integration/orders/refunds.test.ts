// Refunds and disputes at Stripe (charge.refunded, charge.dispute.created), signed like Stripe signs them and sent to
// POST /api/stripe/webhook: a fulfilled order gives back what it granted — membership ended or shortened, unspent
// membership tokens and the inviter's referral credit taken back, each with its ledger row, never below zero — once,
// however many times and in whatever mix the events arrive. An order that was never fulfilled changes nothing.
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from "./set-stripe-env";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as listAdminOrders } from "@/app/api/ordersAdmin/route";
import { GET as listOrders, POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { db, getDb } from "@/lib/server/db";
import { addMonths } from "@/lib/server/pricing/membership-end";
import type { AdminOrderPage } from "@/lib/shared/validations/admin/admin-dto";
import type { CreateOrderResult, OrderPage } from "@/lib/shared/validations/orders/order-dto";
import { startFakeStripeServer, type FakeEvent, type FakeStripe } from "../../fakes/stripe-server";
import { call, dataOf, type TestUser } from "../resumes/helpers";
import { expectLedgersBalanced, membershipTokenRows, seedBuyer, userRow } from "./helpers";

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripeServer({ port: FAKE_STRIPE_PORT });
});
beforeEach(() => stripe.reset());
afterAll(async () => {
  await stripe.close();
  await getDb().$disconnect();
});

async function deliver(event: FakeEvent): Promise<number> {
  const { payload, header } = stripe.signed(event, WEBHOOK_SECRET);
  const response = await webhook(
    new NextRequest("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    }),
  );
  await response.arrayBuffer();
  return response.status;
}

async function qrOrder(user: TestUser, planName = "monthly"): Promise<{ id: string; ref: string }> {
  const { orderId } = dataOf<CreateOrderResult>(
    await call(postOrder, {
      method: "POST",
      path: "/api/orders",
      user,
      body: { planName },
      headers: { "x-locale": "zh" },
    }),
  );
  return { id: orderId, ref: (await db.order.findUniqueOrThrow({ where: { id: orderId } })).providerRef! };
}

async function checkoutOrder(user: TestUser, planName: string): Promise<{ id: string; ref: string }> {
  const { orderId } = dataOf<{ orderId: string }>(
    await call(createEnOrder, { method: "POST", path: "/api/createEnOrder", user, body: { planName, locale: "en" } }),
  );
  return { id: orderId, ref: (await db.order.findUniqueOrThrow({ where: { id: orderId } })).providerRef! };
}

/** Pays at Stripe and delivers the payment's webhook: the order is fulfilled. */
async function payAndFulfil(order: { id: string; ref: string }): Promise<void> {
  expect(await deliver(stripe.pay(order.ref))).toBe(200);
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID" });
}

/** AI use spends tokens (an ordinary consume row), so only part of a grant is left to take back. */
async function spendTokens(userId: string, amount: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: { tokenBalance: { decrement: amount } },
      select: { tokenBalance: true },
    });
    await tx.tokenRecord.create({
      data: {
        userId,
        type: "RESUME_CREATE",
        operation: "SUBTRACT",
        amount,
        balanceAfter: user.tokenBalance,
        reference: randomUUID(),
      },
    });
  });
}

const reversalTokenRows = (userId: string) =>
  db.tokenRecord.findMany({
    where: { userId, type: "ORDER_REVERSAL" },
    select: { operation: true, amount: true, balanceAfter: true, reference: true },
  });
const reversalBalanceRows = (userId: string) =>
  db.balanceRecord.findMany({
    where: { userId, type: "REFERRAL_REVERSAL" },
    select: { operation: true, currency: true, amountCents: true, balanceAfterCents: true, reference: true },
  });

describe("charge.refunded", () => {
  it("ends the membership and takes back the unspent tokens and the referral credit, with ledger rows", async () => {
    const inviter = await seedBuyer();
    const buyer = await seedBuyer({ inviterId: inviter.id });
    const order = await qrOrder(buyer);
    await payAndFulfil(order);
    expect(await userRow(buyer.id)).toMatchObject({ tokenBalance: 50_000 });
    expect(await userRow(inviter.id)).toMatchObject({ balanceCents: 200 });
    await spendTokens(buyer.id, 20_000);

    const before = Date.now();
    expect(await deliver(stripe.refund(order.ref))).toBe(200);

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "PAID",
      reversal: "REFUNDED",
      reversedAt: expect.any(Date),
    });
    const user = await userRow(buyer.id);
    // Bought from no membership: the month it added is gone, so it ends now.
    expect(user.membershipEndsAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(user.membershipEndsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(user.tokenBalance).toBe(0);
    expect(await reversalTokenRows(buyer.id)).toEqual([
      { operation: "SUBTRACT", amount: 30_000, balanceAfter: 0, reference: order.id },
    ]);
    expect((await userRow(inviter.id)).balanceCents).toBe(0);
    expect(await reversalBalanceRows(inviter.id)).toEqual([
      { operation: "SUBTRACT", currency: "CNY", amountCents: 200, balanceAfterCents: 0, reference: order.id },
    ]);
    await expectLedgersBalanced(buyer.id);
    await expectLedgersBalanced(inviter.id);

    // The buyer's orders and the admin's list both show it.
    const mine = dataOf<OrderPage>(await call(listOrders, { path: "/api/orders", user: buyer }));
    expect(mine.data).toEqual([expect.objectContaining({ _id: order.id, status: 1, reversal: "refunded" })]);
    const admin = await seedBuyer();
    await db.user.update({ where: { id: admin.id }, data: { role: "ADMIN" } });
    const all = dataOf<AdminOrderPage>(
      await call(listAdminOrders, { path: `/api/ordersAdmin?userId=${buyer.id}`, user: admin }),
    );
    expect(all.data).toEqual([expect.objectContaining({ _id: order.id, reversal: "refunded" })]);
  });

  it("reverses once when the same refund is delivered 20 times at once, shortening a longer membership", async () => {
    const inviter = await seedBuyer();
    // A membership that runs on after this purchase; the 15th, so three months back and forth land on the same day.
    const now = new Date();
    const currentEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 15, 12));
    const buyer = await seedBuyer({ inviterId: inviter.id, membershipEndsAt: currentEnd });
    const order = await checkoutOrder(buyer, "quarterly");
    await payAndFulfil(order);
    expect((await userRow(buyer.id)).membershipEndsAt).toEqual(addMonths(currentEnd, 3));
    expect(await userRow(inviter.id)).toMatchObject({ balanceUsdCents: 400 });

    const refund = stripe.refund(order.ref);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => deliver(refund)));
    expect(statuses).toEqual(Array(20).fill(200));

    expect(await userRow(buyer.id)).toMatchObject({ membershipEndsAt: currentEnd, tokenBalance: 0 });
    expect(await reversalTokenRows(buyer.id)).toEqual([
      { operation: "SUBTRACT", amount: 150_000, balanceAfter: 0, reference: order.id },
    ]);
    expect(await reversalBalanceRows(inviter.id)).toEqual([
      { operation: "SUBTRACT", currency: "USD", amountCents: 400, balanceAfterCents: 0, reference: order.id },
    ]);
    expect(await userRow(inviter.id)).toMatchObject({ balanceUsdCents: 0 });
    expect(await db.processedWebhookEvent.count({ where: { eventId: refund.id } })).toBe(1);
    await expectLedgersBalanced(buyer.id);
    await expectLedgersBalanced(inviter.id);
  });

  it("changes nothing for an order that was never fulfilled (paid at Stripe, never applied here)", async () => {
    const inviter = await seedBuyer();
    const buyer = await seedBuyer({ inviterId: inviter.id, balanceCents: 300 });
    const order = await qrOrder(buyer);
    stripe.pay(order.ref);
    const userBefore = await userRow(buyer.id);
    const refund = stripe.refund(order.ref);
    expect(await deliver(refund)).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "CREATED",
      reversal: null,
      reversedAt: null,
    });
    expect(await userRow(buyer.id)).toEqual(userBefore);
    expect(await reversalTokenRows(buyer.id)).toEqual([]);
    expect(await reversalBalanceRows(inviter.id)).toEqual([]);
    expect(await db.processedWebhookEvent.count({ where: { eventId: refund.id } })).toBe(0);
    await expectLedgersBalanced(buyer.id);
  });

  it("leaves the order as it is after a partial refund", async () => {
    const buyer = await seedBuyer();
    const order = await qrOrder(buyer);
    await payAndFulfil(order);
    const userBefore = await userRow(buyer.id);
    expect(await deliver(stripe.refund(order.ref, 100))).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ reversal: null });
    expect(await userRow(buyer.id)).toEqual(userBefore);
    expect(await reversalTokenRows(buyer.id)).toEqual([]);
  });
});

describe("charge.dispute.created", () => {
  it("ends a lifetime membership, takes back the tokens and what is left of a partly spent referral credit", async () => {
    const inviter = await seedBuyer();
    const buyer = await seedBuyer({ inviterId: inviter.id });
    const order = await checkoutOrder(buyer, "lifetime");
    await payAndFulfil(order);
    expect(await userRow(buyer.id)).toMatchObject({ isLifetime: true, tokenBalance: 2_000_000 });
    // The inviter already spent 3,000 of the 3,760 cents credited (held by an order of their own).
    const spent = await db.$transaction(async (tx) => {
      const user = await tx.user.update({
        where: { id: inviter.id },
        data: { balanceUsdCents: { decrement: 3000 } },
        select: { balanceUsdCents: true },
      });
      return tx.balanceRecord.create({
        data: {
          userId: inviter.id,
          type: "OUTCOME",
          operation: "SUBTRACT",
          currency: "USD",
          amountCents: 3000,
          balanceAfterCents: user.balanceUsdCents,
          reference: randomUUID(),
        },
      });
    });
    expect(spent.balanceAfterCents).toBe(760);

    const dispute = stripe.dispute(order.ref);
    expect(await deliver(dispute)).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ reversal: "DISPUTED" });
    expect(await userRow(buyer.id)).toMatchObject({ isLifetime: false, membershipEndsAt: null, tokenBalance: 0 });
    expect(await reversalTokenRows(buyer.id)).toEqual([
      { operation: "SUBTRACT", amount: 2_000_000, balanceAfter: 0, reference: order.id },
    ]);
    // Never below zero: what was left is taken back, and the row says how much.
    expect(await reversalBalanceRows(inviter.id)).toEqual([
      { operation: "SUBTRACT", currency: "USD", amountCents: 760, balanceAfterCents: 0, reference: order.id },
    ]);

    // The refund that follows a lost dispute (and the dispute again) changes nothing more.
    expect(await deliver(stripe.refund(order.ref))).toBe(200);
    expect(await deliver(dispute)).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ reversal: "DISPUTED" });
    expect(await reversalTokenRows(buyer.id)).toHaveLength(1);
    expect(await reversalBalanceRows(inviter.id)).toHaveLength(1);
    expect(await membershipTokenRows(buyer.id)).toHaveLength(1);
    await expectLedgersBalanced(buyer.id);
    await expectLedgersBalanced(inviter.id);
  });

  it("changes nothing for an order that was never fulfilled", async () => {
    const buyer = await seedBuyer({ balanceCents: 300 });
    const order = await checkoutOrder(buyer, "monthly");
    stripe.pay(order.ref);
    const userBefore = await userRow(buyer.id);
    const dispute = stripe.dispute(order.ref);
    expect(await deliver(dispute)).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "CREATED",
      reversal: null,
    });
    expect(await userRow(buyer.id)).toEqual(userBefore);
    expect(await reversalTokenRows(buyer.id)).toEqual([]);
    expect(await db.processedWebhookEvent.count({ where: { eventId: dispute.id } })).toBe(0);
  });
});
