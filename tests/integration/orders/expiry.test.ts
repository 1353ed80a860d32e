// The expiry sweep: an unpaid order expires after its 15 minutes, its payment is closed at Stripe and the voucher it
// held comes back (REFUND); an order Stripe reports paid is fulfilled instead; a sweep during an outage waits.
import { FAKE_STRIPE_PORT } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { db, getDb } from "@/lib/server/db";
import { expireDueOrders } from "@/lib/server/services/orders/expire-due-orders";
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

const AFTER_WINDOW = () => new Date(Date.now() + 16 * 60_000);

async function placeOrder(user: TestUser): Promise<{ id: string; ref: string }> {
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
  expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);
  return { id: orderId, ref: row.providerRef! };
}

describe("expireDueOrders", () => {
  it("leaves an order inside its 15 minutes alone", async () => {
    const user = await seedBuyer({ balanceCents: 200 });
    const { id } = await placeOrder(user);
    await expireDueOrders(new Date());
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "CREATED" });
  });

  it("expires a due order, cancels its payment at Stripe and gives back the voucher it held", async () => {
    const user = await seedBuyer({ balanceCents: 200 });
    const { id, ref } = await placeOrder(user);
    expect((await userRow(user.id)).balanceCents).toBe(0);
    await expireDueOrders(AFTER_WINDOW());
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "EXPIRED" });
    expect(stripe.intents.get(ref)?.status).toBe("canceled");
    expect((await userRow(user.id)).balanceCents).toBe(200);
    expect(await balanceRows(user.id)).toEqual([
      expect.objectContaining({ type: "INITIAL" }),
      expect.objectContaining({ type: "OUTCOME", amountCents: 200, reference: id }),
      { type: "REFUND", operation: "ADD", amountCents: 200, balanceAfterCents: 200, reference: id },
    ]);
    const status = dataOf<OrderStatusDto>(await call(getOrder, { path: `/api/orders/${id}`, user, params: { id } }));
    expect(status).toMatchObject({ status: 2, trade_state: "CLOSED", isUpdated: false });
    // A second sweep finds nothing to do: the voucher comes back once.
    await expireDueOrders(AFTER_WINDOW());
    expect((await userRow(user.id)).balanceCents).toBe(200);
    await expectLedgersBalanced(user.id);
  });

  it("fulfils instead when Stripe says the payment went through", async () => {
    const user = await seedBuyer({ balanceCents: 200 });
    const { id, ref } = await placeOrder(user);
    stripe.pay(ref);
    await expireDueOrders(AFTER_WINDOW());
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PAID" });
    expect((await userRow(user.id)).balanceCents).toBe(0);
    expect(await membershipTokenRows(user.id)).toHaveLength(1);
    await expectLedgersBalanced(user.id);
  });

  it("keeps an order (and its voucher) for the next sweep while Stripe cannot be asked", async () => {
    const user = await seedBuyer({ balanceCents: 200 });
    const { id } = await placeOrder(user);
    stripe.failNext(503, 1_000);
    await expireDueOrders(AFTER_WINDOW());
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "CREATED" });
    stripe.failNext(503, 0);
    await expireDueOrders(AFTER_WINDOW());
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "EXPIRED" });
    expect((await userRow(user.id)).balanceCents).toBe(200);
  });

  it("stops asking Stripe for the rest of a sweep once it did not answer, and asks again at the next", async () => {
    // Due orders of several buyers while Stripe is down: before, each order spent the Stripe client's retries and
    // back-off (three calls and about two seconds each), so one sweep over many orders ran for minutes.
    const buyers = await Promise.all([1, 2, 3, 4].map(() => seedBuyer({ balanceCents: 200 })));
    const orders = [];
    for (const buyer of buyers) orders.push(await placeOrder(buyer));
    stripe.calls.length = 0;
    stripe.failNext(503, 1_000);
    await expireDueOrders(AFTER_WINDOW());
    // One order's call and its two retries, then nothing more.
    expect(stripe.calls.length).toBe(3);
    for (const { id } of orders)
      expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "CREATED" });
    stripe.failNext(503, 0);
    await expireDueOrders(AFTER_WINDOW());
    for (const { id } of orders)
      expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "EXPIRED" });
  });
});
