// Orders through Stripe (the fake server, through the real stripe package): QR orders on /ch and Checkout on /, the
// voucher paying first, the poll asking Stripe and fulfilling, a provider outage giving the voucher back, referral
// credit, and every endpoint refusing another user's order with 404.
import { FAKE_STRIPE_PORT } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as listOrders, POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { GET as listBalances } from "@/app/api/balances/route";
import { POST as paySandbox } from "@/app/api/sandbox/orders/[id]/pay/route";
import { db, getDb } from "@/lib/server/db";
import type { BalanceRecordPage } from "@/lib/shared/validations/balances/balance-record-dto";
import type {
  CreateEnOrderResult,
  CreateOrderResult,
  OrderPage,
  OrderStatusDto,
} from "@/lib/shared/validations/orders/order-dto";
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

const DAY = 24 * 60 * 60 * 1000;
const order = (user: TestUser, body: unknown, locale = "zh") =>
  call(postOrder, { method: "POST", path: "/api/orders", user, body, headers: { "x-locale": locale } });
const poll = (user: TestUser, id: string) => call(getOrder, { path: `/api/orders/${id}`, user, params: { id } });

describe("POST /api/orders (QR, /ch)", () => {
  it("creates a WeChat Pay PaymentIntent in yuan and answers its QR payload; the poll fulfils once Stripe says paid", async () => {
    const user = await seedBuyer();
    const created = await order(user, { planName: "monthly" });
    expect(created.status).toBe(200);
    const result = dataOf<CreateOrderResult>(created);
    expect(result).toEqual({
      orderId: expect.any(String),
      payUrl: expect.stringMatching(/^weixin:\/\//),
      isBalancePay: false,
    });
    const row = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    expect(row).toMatchObject({ status: "CREATED", paymentMethod: "WECHAT", amountCents: 1000, currency: "CNY" });
    const intent = stripe.intents.get(row.providerRef ?? "");
    expect(intent).toMatchObject({ amount: 1000, currency: "cny", metadata: { orderId: row.id } });

    expect(dataOf<OrderStatusDto>(await poll(user, row.id))).toMatchObject({
      status: 0,
      trade_state: "NOTPAY",
      isUpdated: false,
    });
    stripe.pay(intent!.id);
    expect(dataOf<OrderStatusDto>(await poll(user, row.id))).toMatchObject({
      status: 1,
      trade_state: "SUCCESS",
      isUpdated: true,
    });
    expect(dataOf<OrderStatusDto>(await poll(user, row.id))).toMatchObject({ status: 1 });

    const buyer = await userRow(user.id);
    expect(buyer.membershipEndsAt!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await membershipTokenRows(user.id)).toEqual([
      expect.objectContaining({ amount: 50_000, reference: row.id }),
    ]);
    await expectLedgersBalanced(user.id);
  });

  it("answers an Alipay redirect URL as the QR payload", async () => {
    const user = await seedBuyer();
    const result = dataOf<CreateOrderResult>(await order(user, { planName: "yearly", paymentMethod: "alipay" }));
    const row = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    expect(row).toMatchObject({ paymentMethod: "ALIPAY", amountCents: 6000 });
    expect(result.payUrl).toBe(`${stripe.url}/pay/${row.providerRef}`);
  });

  it("takes the voucher first and charges Stripe only the rest", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    const result = dataOf<CreateOrderResult>(await order(user, { planName: "monthly" }));
    const row = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    expect(row).toMatchObject({ amountCents: 700, voucherUsedCents: 300 });
    expect(stripe.intents.get(row.providerRef ?? "")?.amount).toBe(700);
    expect((await userRow(user.id)).balanceCents).toBe(0);
    expect(await balanceRows(user.id)).toContainEqual({
      type: "OUTCOME",
      operation: "SUBTRACT",
      amountCents: 300,
      balanceAfterCents: 0,
      reference: row.id,
    });
    await expectLedgersBalanced(user.id);
  });

  it("pays from the voucher at once when it covers the price, without asking Stripe", async () => {
    const user = await seedBuyer({ balanceCents: 2500 });
    const result = dataOf<CreateOrderResult>(await order(user, { planName: "quarterly" }));
    expect(result).toEqual({ orderId: expect.any(String), payUrl: null, isBalancePay: true });
    expect(stripe.calls).toHaveLength(0);
    expect(await db.order.findUniqueOrThrow({ where: { id: result.orderId } })).toMatchObject({
      status: "PAID",
      paymentMethod: "BALANCE",
      amountCents: 0,
      voucherUsedCents: 2000,
    });
    expect((await userRow(user.id)).balanceCents).toBe(500);
    expect(dataOf<OrderStatusDto>(await poll(user, result.orderId))).toMatchObject({ status: 1, isUpdated: true });
    await expectLedgersBalanced(user.id);
  });

  it("gives the voucher back and answers 502 when Stripe fails", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    stripe.failNext(500, 5);
    const created = await order(user, { planName: "monthly" });
    expect(created.status).toBe(502);
    expect(created.body).toMatchObject({ code: 400002 });
    const [row] = await db.order.findMany({ where: { userId: user.id } });
    expect(row).toMatchObject({ status: "EXPIRED", voucherUsedCents: 300 });
    expect((await userRow(user.id)).balanceCents).toBe(300);
    expect((await balanceRows(user.id)).map((r) => r.type)).toEqual(["INITIAL", "OUTCOME", "REFUND"]);
    await expectLedgersBalanced(user.id);
  });

  it("refuses a lifetime member (409) and bad input (400), changing nothing", async () => {
    const lifetime = await seedBuyer({ isLifetime: true, balanceCents: 100 });
    expect((await order(lifetime, { planName: "monthly" })).status).toBe(409);
    const user = await seedBuyer();
    for (const body of [{}, { planName: "weekly" }, { planName: "monthly", paymentMethod: "paypal" }]) {
      const result = await order(user, body);
      expect(result.status).toBe(400);
      expect(result.body.message).toMatch(/\S/);
    }
    expect(await db.order.count({ where: { userId: { in: [lifetime.id, user.id] } } })).toBe(0);
    expect((await userRow(lifetime.id)).balanceCents).toBe(100);
  });
});

describe("POST /api/createEnOrder (Checkout, /)", () => {
  it("creates a card Checkout Session in dollars with the success and cancel URLs", async () => {
    const user = await seedBuyer();
    const created = await call(createEnOrder, {
      method: "POST",
      path: "/api/createEnOrder",
      user,
      body: { planName: "lifetime", locale: "en" },
    });
    const result = dataOf<CreateEnOrderResult>(created);
    const row = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    const session = stripe.sessions.get(row.providerRef ?? "");
    expect(result.checkout_url).toBe(session?.url);
    expect(session).toMatchObject({
      amount_total: 18800,
      currency: "usd",
      metadata: { orderId: row.id },
      success_url: "http://localhost:3000/?state=success",
      cancel_url: "http://localhost:3000/pricing",
    });
    expect(stripe.calls[0]?.params.get("allowed_payment_method_types[0]")).toBe("card");
    stripe.pay(session!.id);
    expect(dataOf<OrderStatusDto>(await poll(user, row.id))).toMatchObject({ status: 1, trade_state: "SUCCESS" });
    expect(await userRow(user.id)).toMatchObject({ isLifetime: true, membershipEndsAt: null });
    expect(await membershipTokenRows(user.id)).toEqual([expect.objectContaining({ amount: 2_000_000 })]);
  });

  it("sends a covered order straight to the success page", async () => {
    const user = await seedBuyer({ balanceUsdCents: 1000 });
    const result = dataOf<CreateEnOrderResult>(
      await call(createEnOrder, {
        method: "POST",
        path: "/api/createEnOrder",
        user,
        body: { planName: "monthly", locale: "ch" },
      }),
    );
    expect(result).toMatchObject({ isBalancePay: true, checkout_url: "http://localhost:3000/ch?state=success" });
  });
});

describe("referral credit", () => {
  it("credits the inviter 20 % of what the invitee paid, once, as a REFERRER row", async () => {
    const inviter = await seedBuyer();
    const invitee = await seedBuyer({ inviterId: inviter.id, balanceCents: 500 });
    const result = dataOf<CreateOrderResult>(await order(invitee, { planName: "yearly" }));
    const row = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    expect(row.amountCents).toBe(5500);
    stripe.pay(row.providerRef!);
    await poll(invitee, row.id);
    await poll(invitee, row.id);
    expect(await balanceRows(inviter.id)).toEqual([
      { type: "REFERRER", operation: "ADD", amountCents: 1100, balanceAfterCents: 1100, reference: row.id },
    ]);
    await expectLedgersBalanced(inviter.id);
    await expectLedgersBalanced(invitee.id);
  });

  it("credits nothing for an order paid entirely from the voucher", async () => {
    const inviter = await seedBuyer();
    const invitee = await seedBuyer({ inviterId: inviter.id, balanceCents: 1000 });
    expect(dataOf<CreateOrderResult>(await order(invitee, { planName: "monthly" })).isBalancePay).toBe(true);
    expect(await balanceRows(inviter.id)).toEqual([]);
  });
});

describe("another user's order", () => {
  it("is a 404 on every endpoint, and absent from the lists", async () => {
    const owner = await seedBuyer({ balanceCents: 100 });
    const stranger = await seedBuyer();
    const { orderId } = dataOf<CreateOrderResult>(await order(owner, { planName: "monthly" }));
    expect((await poll(stranger, orderId)).status).toBe(404);
    expect((await poll(stranger, "unknown-id")).status).toBe(404);
    const pay = await call(paySandbox, { method: "POST", path: "/x", user: stranger, params: { id: orderId } });
    expect(pay.status).toBe(404);
    expect(dataOf<OrderPage>(await call(listOrders, { path: "/api/orders", user: stranger }))).toEqual({
      count: 0,
      data: [],
    });
    expect(dataOf<BalanceRecordPage>(await call(listBalances, { path: "/api/balances", user: stranger })).count).toBe(
      0,
    );
    const mine = dataOf<OrderPage>(await call(listOrders, { path: "/api/orders", user: owner }));
    expect(mine.data).toEqual([
      expect.objectContaining({
        _id: orderId,
        planName: "monthly",
        type: "monthly",
        paymentMethod: "wechat",
        amount: 900,
        voucher: 100,
        status: 0,
      }),
    ]);
    const balances = dataOf<BalanceRecordPage>(await call(listBalances, { path: "/api/balances", user: owner }));
    expect(balances.data.map(({ type, operation, amount, balance }) => ({ type, operation, amount, balance }))).toEqual(
      [
        { type: "outcome", operation: "consume", amount: 100, balance: 0 },
        { type: "initial", operation: "ADD", amount: 100, balance: 100 },
      ],
    );
    expect((await call(listOrders, { path: "/api/orders" })).status).toBe(401);
    expect((await poll(undefined as unknown as TestUser, orderId)).status).toBe(401);
  });
});
