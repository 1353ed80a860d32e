// A payment refunded or disputed at Stripe before our server applied it (issue 20 item 7 follow-up): the session or
// intent still reads "paid" at Stripe, but the status poll, the expiry sweep and a late webhook never fulfil it. The
// order turns REFUNDED (status 3) with the reversal that says why, and the voucher it held comes back; no membership,
// no tokens, no referral credit. A partial refund still buys the plan, as the charge.refunded webhook treats it.
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { db, getDb } from "@/lib/server/db";
import { expireDueOrders } from "@/lib/server/services/orders/expire-due-orders";
import type { CreateOrderResult, OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
import { startFakeStripeServer, type FakeEvent, type FakeStripe } from "../../fakes/stripe-server";
import { call, dataOf, type TestUser } from "../resumes/helpers";
import { balanceRows, expectLedgersBalanced, membershipTokenRows, seedBuyer, userRow } from "./helpers";

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripeServer({ port: FAKE_STRIPE_PORT });
});
beforeEach(() => stripe.reset());
afterAll(async () => {
  await stripe.close();
  await getDb().$disconnect();
});

const AFTER_WINDOW = () => new Date(Date.now() + 16 * 60_000);

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

async function qrOrder(user: TestUser): Promise<{ id: string; ref: string }> {
  const { orderId } = dataOf<CreateOrderResult>(
    await call(postOrder, {
      method: "POST",
      path: "/api/orders",
      user,
      body: { planName: "monthly" },
      headers: { "x-locale": "zh" },
    }),
  );
  return { id: orderId, ref: (await db.order.findUniqueOrThrow({ where: { id: orderId } })).providerRef! };
}

async function checkoutOrder(user: TestUser): Promise<{ id: string; ref: string }> {
  const { orderId } = dataOf<{ orderId: string }>(
    await call(createEnOrder, {
      method: "POST",
      path: "/api/createEnOrder",
      user,
      body: { planName: "monthly", locale: "en" },
    }),
  );
  return { id: orderId, ref: (await db.order.findUniqueOrThrow({ where: { id: orderId } })).providerRef! };
}

const poll = async (user: TestUser, id: string) =>
  dataOf<OrderStatusDto>(await call(getOrder, { path: `/api/orders/${id}`, user, params: { id } }));

const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });

/** Nothing was granted: no membership, no tokens, no referral credit for the inviter. */
async function expectNothingGranted(buyerId: string, inviterId: string): Promise<void> {
  expect(await userRow(buyerId)).toMatchObject({ membershipEndsAt: null, isLifetime: false, tokenBalance: 0 });
  expect(await membershipTokenRows(buyerId)).toEqual([]);
  expect(await userRow(inviterId)).toMatchObject({ balanceCents: 0, balanceUsdCents: 0 });
  expect(await balanceRows(inviterId)).toEqual([]);
}

describe("a payment refunded at Stripe before it was applied", () => {
  it("is not fulfilled by the poll nor the sweep; the order is refunded and its voucher comes back", async () => {
    const inviter = await seedBuyer();
    const buyer = await seedBuyer({ inviterId: inviter.id, balanceCents: 300 });
    const order = await qrOrder(buyer);
    expect((await userRow(buyer.id)).balanceCents).toBe(0);
    stripe.pay(order.ref);
    // Refunded from Stripe's dashboard; its charge.refunded webhook finds nothing fulfilled and changes nothing.
    expect(await deliver(stripe.refund(order.ref))).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: "CREATED" });

    expect(await poll(buyer, order.id)).toMatchObject({ status: 3, trade_state: "REFUND", isUpdated: false });
    await expireDueOrders(AFTER_WINDOW());
    expect(await poll(buyer, order.id)).toMatchObject({ status: 3, isUpdated: false });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "REFUNDED", reversal: "REFUNDED", paidAt: null });
    expect(row.refundRef).toMatch(/^ch_/);
    await expectNothingGranted(buyer.id, inviter.id);
    // The voucher the order held is back, once; Stripe was never asked to refund the refunded charge again.
    expect((await userRow(buyer.id)).balanceCents).toBe(300);
    expect(await balanceRows(buyer.id)).toEqual([
      expect.objectContaining({ type: "INITIAL" }),
      expect.objectContaining({ type: "OUTCOME", amountCents: 300, reference: order.id }),
      { type: "REFUND", operation: "ADD", amountCents: 300, balanceAfterCents: 300, reference: order.id },
    ]);
    expect(stripe.refunds.size).toBe(0);

    // The payment's own webhook, arriving late, fulfils nothing either.
    const paid = stripe.pay(order.ref);
    expect(await deliver(paid)).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: "REFUNDED" });
    await expectNothingGranted(buyer.id, inviter.id);
    await expectLedgersBalanced(buyer.id);
  });

  it("is not fulfilled by the expiry sweep alone (card checkout)", async () => {
    const inviter = await seedBuyer();
    const buyer = await seedBuyer({ inviterId: inviter.id });
    const order = await checkoutOrder(buyer);
    stripe.pay(order.ref);
    stripe.refund(order.ref);
    await expireDueOrders(AFTER_WINDOW());
    expect(await orderRow(order.id)).toMatchObject({ status: "REFUNDED", reversal: "REFUNDED" });
    await expectNothingGranted(buyer.id, inviter.id);
    expect(await poll(buyer, order.id)).toMatchObject({ status: 3, isUpdated: false });
    await expectNothingGranted(buyer.id, inviter.id);
  });

  it("is not fulfilled by a late webhook after the order expired (the voucher is not taken again)", async () => {
    const buyer = await seedBuyer({ balanceCents: 300 });
    const inviter = await seedBuyer();
    await db.user.update({ where: { id: buyer.id }, data: { inviterId: inviter.id } });
    const order = await qrOrder(buyer);
    await expireDueOrders(AFTER_WINDOW());
    expect(await orderRow(order.id)).toMatchObject({ status: "EXPIRED" });
    // Paid at Stripe all the same (the fake lets a cancelled intent be paid), then refunded before the event arrives.
    const paid = stripe.pay(order.ref);
    stripe.refund(order.ref);
    expect(await deliver(paid)).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: "REFUNDED", reversal: "REFUNDED" });
    await expectNothingGranted(buyer.id, inviter.id);
    expect((await userRow(buyer.id)).balanceCents).toBe(300);
    expect((await balanceRows(buyer.id)).filter((row) => row.type === "REFUND")).toHaveLength(1);
    expect(stripe.refunds.size).toBe(0);
    await expectLedgersBalanced(buyer.id);
  });

  it("still buys the plan after a partial refund", async () => {
    const buyer = await seedBuyer();
    const order = await qrOrder(buyer);
    stripe.pay(order.ref);
    stripe.refund(order.ref, 100);
    expect(await poll(buyer, order.id)).toMatchObject({ status: 1, isUpdated: true });
    expect(await membershipTokenRows(buyer.id)).toHaveLength(1);
  });
});

describe("a payment disputed before it was applied", () => {
  it("is not fulfilled by the poll; the order records the dispute", async () => {
    const inviter = await seedBuyer();
    const buyer = await seedBuyer({ inviterId: inviter.id });
    const order = await checkoutOrder(buyer);
    stripe.pay(order.ref);
    expect(await deliver(stripe.dispute(order.ref))).toBe(200);
    expect(await poll(buyer, order.id)).toMatchObject({ status: 3, isUpdated: false });
    expect(await orderRow(order.id)).toMatchObject({ status: "REFUNDED", reversal: "DISPUTED" });
    await expireDueOrders(AFTER_WINDOW());
    await expectNothingGranted(buyer.id, inviter.id);
  });

  it("leaves the order waiting while Stripe cannot say whether the charge was taken back", async () => {
    const buyer = await seedBuyer();
    const order = await qrOrder(buyer);
    const paid = stripe.pay(order.ref);
    stripe.dispute(order.ref);
    // The intent is read for its charge (after two retries by stripe-node): a 503 for each answers 502, unchanged.
    stripe.failNext(503, 3);
    expect(await deliver(paid)).toBe(502);
    expect(await orderRow(order.id)).toMatchObject({ status: "CREATED" });
    expect(await deliver(paid)).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: "REFUNDED", reversal: "DISPUTED" });
    expect(await membershipTokenRows(buyer.id)).toEqual([]);
  });
});
