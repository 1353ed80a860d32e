// The voucher an unpaid order holds (issue 20 item 22): shown by GET /api/balances/held with its expiry, given back at
// once when the buyer cancels (POST /api/orders/{id}/cancel) or starts another order, its Stripe payment closed
// first; 20 orders started at once leave one holder and a ledger that adds up. Real PostgreSQL, the fake Stripe.
import { FAKE_STRIPE_PORT } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { GET as listHeld } from "@/app/api/balances/held/route";
import { POST as cancelOrderRoute } from "@/app/api/orders/[id]/cancel/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { db, getDb } from "@/lib/server/db";
import type { HeldVoucherList } from "@/lib/shared/validations/balances/balance-record-dto";
import type { CreateOrderResult, OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
import { startFakeStripeServer, type FakeStripe } from "../../fakes/stripe-server";
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

const qrOrder = (user: TestUser, planName = "monthly") =>
  call(postOrder, { method: "POST", path: "/api/orders", user, body: { planName }, headers: { "x-locale": "zh" } });
const held = async (user: TestUser) =>
  dataOf<HeldVoucherList>(await call(listHeld, { path: "/api/balances/held", user })).data;
const cancel = (user: TestUser, id: string) =>
  call(cancelOrderRoute, { method: "POST", path: `/api/orders/${id}/cancel`, user, params: { id } });

async function placed(user: TestUser): Promise<{ id: string; ref: string }> {
  const created = await qrOrder(user);
  expect(created.status).toBe(200);
  const { orderId } = dataOf<CreateOrderResult>(created);
  const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { id: orderId, ref: row.providerRef! };
}

describe("the voucher an unpaid order holds", () => {
  it("is listed with the order's expiry, and comes back at once when the buyer cancels", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    expect(await held(user)).toEqual([]);
    const { id, ref } = await placed(user);
    const order = await db.order.findUniqueOrThrow({ where: { id } });
    expect(await held(user)).toEqual([
      { orderId: id, planName: "monthly", amount: 300, currency: "CNY", expiresAt: order.expiresAt.toISOString() },
    ]);
    expect((await userRow(user.id)).balanceCents).toBe(0);

    const cancelled = await cancel(user, id);
    expect(cancelled.status).toBe(200);
    expect(dataOf<OrderStatusDto>(cancelled)).toMatchObject({ status: 2, trade_state: "CLOSED", isUpdated: false });
    expect(stripe.intents.get(ref)?.status).toBe("canceled");
    expect((await userRow(user.id)).balanceCents).toBe(300);
    expect(await held(user)).toEqual([]);
    expect((await balanceRows(user.id)).map((row) => row.type)).toEqual(["INITIAL", "OUTCOME", "REFUND"]);

    // Cancelling again answers the same and changes nothing; another user's order is not found.
    expect(dataOf<OrderStatusDto>(await cancel(user, id))).toMatchObject({ status: 2 });
    expect((await userRow(user.id)).balanceCents).toBe(300);
    const stranger = await seedBuyer();
    expect((await cancel(stranger, id)).status).toBe(404);
    expect(await held(stranger)).toEqual([]);
    await expectLedgersBalanced(user.id);
  });

  it("is released when the buyer starts another order, whose own order then holds it", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    const first = await placed(user);
    const second = await placed(user);
    expect(await db.order.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "EXPIRED" });
    expect(stripe.intents.get(first.ref)?.status).toBe("canceled");
    expect(await db.order.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      status: "CREATED",
      voucherUsedCents: 300,
      amountCents: 700,
    });
    expect(await held(user)).toEqual([expect.objectContaining({ orderId: second.id, amount: 300 })]);
    expect(await balanceRows(user.id)).toEqual([
      expect.objectContaining({ type: "INITIAL" }),
      expect.objectContaining({ type: "OUTCOME", amountCents: 300, reference: first.id }),
      expect.objectContaining({ type: "REFUND", amountCents: 300, reference: first.id }),
      expect.objectContaining({ type: "OUTCOME", amountCents: 300, reference: second.id }),
    ]);
    await expectLedgersBalanced(user.id);
  });

  it("releases a card order for a QR order too (each takes its own currency's voucher)", async () => {
    const user = await seedBuyer({ balanceCents: 300, balanceUsdCents: 200 });
    const { orderId } = dataOf<{ orderId: string }>(
      await call(createEnOrder, {
        method: "POST",
        path: "/api/createEnOrder",
        user,
        body: { planName: "monthly", locale: "en" },
      }),
    );
    expect(await held(user)).toEqual([expect.objectContaining({ orderId, amount: 200, currency: "USD" })]);
    const qr = await placed(user);
    const session = stripe.sessions.get((await db.order.findUniqueOrThrow({ where: { id: orderId } })).providerRef!);
    expect(session?.status).toBe("expired");
    expect(await held(user)).toEqual([expect.objectContaining({ orderId: qr.id, amount: 300, currency: "CNY" })]);
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 0, balanceUsdCents: 200 });
    await expectLedgersBalanced(user.id);
  });

  it("fulfils instead when the payment went through at Stripe before the cancel", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    const { id, ref } = await placed(user);
    stripe.pay(ref);
    expect(dataOf<OrderStatusDto>(await cancel(user, id))).toMatchObject({ status: 1, trade_state: "SUCCESS" });
    expect(await membershipTokenRows(user.id)).toHaveLength(1);
    expect((await userRow(user.id)).balanceCents).toBe(0);
    await expectLedgersBalanced(user.id);
  });

  it("is released at once even while Stripe cannot be reached; a payment that still arrives takes it again", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    const { id, ref } = await placed(user);
    stripe.failNext(503, 1_000);
    expect(dataOf<OrderStatusDto>(await cancel(user, id))).toMatchObject({ status: 2 });
    expect((await userRow(user.id)).balanceCents).toBe(300);
    stripe.failNext(503, 0);
    // The QR code was scanned before the cancel: the late payment is matched and the voucher taken again.
    const { fulfilOrder } = await import("@/lib/server/services/orders/fulfil-order");
    stripe.pay(ref);
    expect(await fulfilOrder(id)).toEqual({ isNew: true, refunded: false });
    expect((await userRow(user.id)).balanceCents).toBe(0);
    expect(await membershipTokenRows(user.id)).toHaveLength(1);
    await expectLedgersBalanced(user.id);
  });

  it("stays consistent when 20 orders are started at once: one holds the voucher, every other gave it back", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    const results = await Promise.all(Array.from({ length: 20 }, () => qrOrder(user)));
    // A creation overtaken by a later one is released before its payment is attached: 409 ORDER_NOT_PAYABLE.
    for (const result of results) expect([200, 409]).toContain(result.status);
    expect(results.some((result) => result.status === 200)).toBe(true);

    const orders = await db.order.findMany({ where: { userId: user.id } });
    expect(orders).toHaveLength(20);
    const open = orders.filter((order) => order.status === "CREATED");
    expect(open.length).toBeLessThanOrEqual(1);
    expect(orders.filter((order) => order.status !== "CREATED").every((order) => order.status === "EXPIRED")).toBe(
      true,
    );
    const holding = open.reduce((sum, order) => sum + order.voucherUsedCents, 0);
    expect((await userRow(user.id)).balanceCents + holding).toBe(300);
    expect(await held(user)).toHaveLength(open.length);
    // Every released order's payment is closed at Stripe (or was never started).
    for (const order of orders.filter((row) => row.status === "EXPIRED" && row.providerRef)) {
      expect(stripe.intents.get(order.providerRef!)?.status).toBe("canceled");
    }
    const rows = await balanceRows(user.id);
    const outcomes = rows.filter((row) => row.type === "OUTCOME");
    const refunds = rows.filter((row) => row.type === "REFUND");
    expect(outcomes.length - refunds.length).toBe(open.filter((order) => order.voucherUsedCents > 0).length);
    expect(new Set(refunds.map((row) => row.reference)).size).toBe(refunds.length);
    await expectLedgersBalanced(user.id);
  });
});
