// A payment that arrives after its order expired (issue 20 item 6): the order paid only its cash part, so the voucher
// part the expiry gave back is taken again under the user's lock when it is still there; when it is not (spent, or
// held by another order) no plan is granted for less than its price: the payment is refunded through Stripe (the fake
// records the refunds API calls), once however often the webhook arrives, the order shows REFUNDED and the buyer gets
// a mail. Against real PostgreSQL and the fake Stripe through the real stripe package.
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as listOrders, POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { db, getDb } from "@/lib/server/db";
import { readOutbox } from "@/lib/server/mail/outbox";
import { expireDueOrders } from "@/lib/server/services/orders/expire-due-orders";
import { expireOrder } from "@/lib/server/services/orders/expire-order";
import { lockUser } from "@/lib/server/services/ledger/lock-user";
import { debitBalance } from "@/lib/server/services/ledger/debit-balance";
import type { CreateOrderResult, OrderPage, OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
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

async function deliverEvent(event: FakeEvent): Promise<number> {
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

/** A monthly QR order (¥10) that the voucher pays part of. */
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
  const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { id: orderId, ref: row.providerRef! };
}

async function checkoutOrder(user: TestUser): Promise<{ id: string; ref: string }> {
  const { orderId } = dataOf<{ orderId: string }>(
    await call(createEnOrder, {
      method: "POST",
      path: "/api/createEnOrder",
      user,
      body: { planName: "quarterly", locale: "en" },
    }),
  );
  const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { id: orderId, ref: row.providerRef! };
}

const refundCalls = () => stripe.calls.filter((c) => c.method === "POST" && c.path === "/v1/refunds");
const mailsTo = async (userId: string) => {
  const { email } = await userRow(userId);
  return (await readOutbox(1000)).filter((message) => message.to === email);
};

describe("a payment after the order expired", () => {
  it("takes the released voucher again and grants the plan when the voucher is still there", async () => {
    const user = await seedBuyer({ balanceCents: 400 });
    const { id, ref } = await qrOrder(user);
    expect(await expireOrder(id)).toBe(true);
    expect((await userRow(user.id)).balanceCents).toBe(400);

    expect(await deliverEvent(stripe.pay(ref))).toBe(200);

    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PAID", refundRef: null });
    expect(await membershipTokenRows(user.id)).toHaveLength(1);
    expect((await userRow(user.id)).membershipEndsAt).not.toBeNull();
    expect((await userRow(user.id)).balanceCents).toBe(0);
    expect(await balanceRows(user.id)).toEqual([
      expect.objectContaining({ type: "INITIAL" }),
      expect.objectContaining({ type: "OUTCOME", amountCents: 400, reference: id }),
      expect.objectContaining({ type: "REFUND", amountCents: 400, reference: id }),
      {
        type: "OUTCOME",
        operation: "SUBTRACT",
        amountCents: 400,
        balanceAfterCents: 0,
        reference: `${id}:paid-after-expiry`,
      },
    ]);
    expect(refundCalls()).toHaveLength(0);
    await expectLedgersBalanced(user.id);
  });

  it("refunds the payment once, grants nothing and tells the buyer, when the voucher is gone (20 deliveries at once)", async () => {
    const inviter = await seedBuyer();
    const user = await seedBuyer({ balanceCents: 400, inviterId: inviter.id });
    const late = await qrOrder(user);
    expect(await expireOrder(late.id)).toBe(true);
    // The voucher the expiry gave back is held by the next order the buyer started.
    const next = await qrOrder(user);
    expect(await db.order.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({ voucherUsedCents: 400 });
    expect((await userRow(user.id)).balanceCents).toBe(0);

    const event = stripe.pay(late.ref);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => deliverEvent(event)));
    expect(statuses).toEqual(Array(20).fill(200));

    const order = await db.order.findUniqueOrThrow({ where: { id: late.id } });
    expect(order).toMatchObject({ status: "REFUNDED", paidAt: null });
    expect(order.refundRef).toMatch(/^re_/);
    expect(refundCalls()).toHaveLength(1);
    expect([...stripe.refunds.values()]).toEqual([
      expect.objectContaining({ id: order.refundRef, payment_intent: late.ref, amount: 600, currency: "cny" }),
    ]);
    // Nothing granted: no membership, no tokens, no referral credit; the next order still holds its voucher.
    expect(await userRow(user.id)).toMatchObject({ membershipEndsAt: null, isLifetime: false, balanceCents: 0 });
    expect(await membershipTokenRows(user.id)).toHaveLength(0);
    expect(await balanceRows(inviter.id)).toEqual([]);
    expect(await db.order.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({ status: "CREATED" });
    await expectLedgersBalanced(user.id);

    const mails = await mailsTo(user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/退/);
    expect(mails[0]!.text).toContain("¥6");
    expect(mails[0]!.text).toContain(late.id);

    const status = dataOf<OrderStatusDto>(
      await call(getOrder, { path: `/api/orders/${late.id}`, user, params: { id: late.id } }),
    );
    expect(status).toMatchObject({ status: 3, trade_state: "REFUND", isUpdated: false });
    const list = dataOf<OrderPage>(await call(listOrders, { path: "/api/orders", user }));
    expect(list.data.find((row) => row._id === late.id)).toMatchObject({ status: 3 });

    // A redelivery much later changes nothing.
    expect(await deliverEvent(event)).toBe(200);
    expect(refundCalls()).toHaveLength(1);
    expect(await mailsTo(user.id)).toHaveLength(1);
  });

  it("refunds when only part of the voucher is left, and leaves that part alone", async () => {
    const user = await seedBuyer({ balanceCents: 400 });
    const late = await qrOrder(user);
    expect(await expireOrder(late.id)).toBe(true);
    await db.$transaction(async (tx) => {
      await lockUser(tx, user.id);
      const spend = { userId: user.id, type: "OUTCOME", currency: "CNY", maxCents: 250, reference: "spent" } as const;
      expect(await debitBalance(tx, spend)).toBe(250);
    });
    expect(await deliverEvent(stripe.pay(late.ref))).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({ status: "REFUNDED" });
    expect(stripe.refunds.size).toBe(1);
    expect((await userRow(user.id)).balanceCents).toBe(150);
    expect(await membershipTokenRows(user.id)).toHaveLength(0);
    await expectLedgersBalanced(user.id);
  });

  it("refunds a card Checkout payment through its PaymentIntent", async () => {
    const user = await seedBuyer({ balanceUsdCents: 500 });
    const late = await checkoutOrder(user);
    expect(await expireOrder(late.id)).toBe(true);
    await checkoutOrder(user);
    expect(await deliverEvent(stripe.pay(late.ref))).toBe(200);
    const session = stripe.sessions.get(late.ref)!;
    expect([...stripe.refunds.values()]).toEqual([
      expect.objectContaining({ payment_intent: session.payment_intent, amount: 1500, currency: "usd" }),
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({ status: "REFUNDED" });
    expect(await membershipTokenRows(user.id)).toHaveLength(0);
    const [mail] = await mailsTo(user.id);
    expect(mail?.subject).toMatch(/refunded/);
    expect(mail?.text).toContain("$15");
  });

  it("keeps the order REFUNDED while Stripe refuses the refund, and the sweep refunds it once Stripe is back", async () => {
    const user = await seedBuyer({ balanceCents: 400 });
    const late = await qrOrder(user);
    expect(await expireOrder(late.id)).toBe(true);
    await qrOrder(user);
    const event = stripe.pay(late.ref);
    // Stripe answers the payment's look-up (was it refunded meanwhile?) but refuses refunds.
    stripe.failNext(503, 1_000, "/v1/refunds");
    expect(await deliverEvent(event)).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({
      status: "REFUNDED",
      refundRef: null,
    });
    expect(stripe.refunds.size).toBe(0);
    expect(await mailsTo(user.id)).toHaveLength(0);
    expect(await membershipTokenRows(user.id)).toHaveLength(0);

    stripe.failNext(503, 0);
    await Promise.all([expireDueOrders(), expireDueOrders()]);
    expect(stripe.refunds.size).toBe(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: late.id } })).refundRef).toMatch(/^re_/);
    expect(await mailsTo(user.id)).toHaveLength(1);
    await expireDueOrders();
    expect(stripe.refunds.size).toBe(1);
  });
});
