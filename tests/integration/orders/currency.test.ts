// Currency rules (issue 20 item 9): card Checkout is always charged in dollars, whatever the locale; yuan only through
// the QR flow; a voucher earned in one currency is never spent in the other, and every balance row names its currency.
import { FAKE_STRIPE_PORT } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { GET as listBalances } from "@/app/api/balances/route";
import { GET as currentUser } from "@/app/api/user/current/route";
import { db, getDb } from "@/lib/server/db";
import { expireOrder } from "@/lib/server/services/orders/expire-order";
import type { BalanceRecordPage } from "@/lib/shared/validations/balances/balance-record-dto";
import type { CreateEnOrderResult, CreateOrderResult } from "@/lib/shared/validations/orders/order-dto";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { startFakeStripeServer, type FakeStripe } from "../../fakes/stripe-server";
import { call, dataOf, type TestUser } from "../resumes/helpers";
import { currencyRows, expectLedgersBalanced, seedBuyer, userRow } from "./helpers";

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripeServer({ port: FAKE_STRIPE_PORT });
});
beforeEach(() => stripe.reset());
afterAll(async () => {
  await stripe.close();
  await getDb().$disconnect();
});

const cardOrder = (user: TestUser, planName: string, locale: string) =>
  call(createEnOrder, { method: "POST", path: "/api/createEnOrder", user, body: { planName, locale } });
const qrOrder = (user: TestUser, planName: string, locale = "zh") =>
  call(postOrder, { method: "POST", path: "/api/orders", user, body: { planName }, headers: { "x-locale": locale } });
const poll = (user: TestUser, id: string) => call(getOrder, { path: `/api/orders/${id}`, user, params: { id } });

describe("card Checkout", () => {
  it.each(["zh", "ch", "en"])("charges dollars with locale %s", async (locale) => {
    const user = await seedBuyer();
    const { orderId } = dataOf<CreateEnOrderResult>(await cardOrder(user, "monthly", locale));
    const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row).toMatchObject({ currency: "USD", amountCents: 1000, paymentMethod: "STRIPE" });
    expect(stripe.sessions.get(row.providerRef!)).toMatchObject({ currency: "usd", amount_total: 1000 });
  });

  it("never spends a yuan voucher, and spends a dollar one", async () => {
    const user = await seedBuyer({ balanceCents: 1000, balanceUsdCents: 300 });
    const { orderId, isBalancePay } = dataOf<CreateEnOrderResult>(await cardOrder(user, "monthly", "zh"));
    expect(isBalancePay).toBe(false);
    const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row).toMatchObject({ currency: "USD", voucherUsedCents: 300, amountCents: 700 });
    expect(stripe.sessions.get(row.providerRef!)?.amount_total).toBe(700);
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 1000, balanceUsdCents: 0 });
    expect((await currencyRows(user.id)).at(-1)).toMatchObject({
      type: "OUTCOME",
      currency: "USD",
      amountCents: 300,
      balanceAfterCents: 0,
    });
    await expectLedgersBalanced(user.id);
  });

  it("pays from a dollar voucher that covers the price, on either locale's success page", async () => {
    const user = await seedBuyer({ balanceUsdCents: 1000 });
    const result = dataOf<CreateEnOrderResult>(await cardOrder(user, "monthly", "ch"));
    expect(result).toMatchObject({ isBalancePay: true, checkout_url: "http://localhost:3000/ch?state=success" });
    expect(stripe.calls).toHaveLength(0);
    expect(await db.order.findUniqueOrThrow({ where: { id: result.orderId } })).toMatchObject({
      status: "PAID",
      currency: "USD",
      paymentMethod: "BALANCE",
    });
  });
});

describe("the QR flow", () => {
  it.each(["zh", "en"])("charges yuan with locale %s and never spends a dollar voucher", async (locale) => {
    const user = await seedBuyer({ balanceUsdCents: 500 });
    const { orderId } = dataOf<CreateOrderResult>(await qrOrder(user, "monthly", locale));
    const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row).toMatchObject({ currency: "CNY", voucherUsedCents: 0, amountCents: 1000 });
    expect(stripe.intents.get(row.providerRef!)).toMatchObject({ currency: "cny", amount: 1000 });
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 0, balanceUsdCents: 500 });
  });
});

describe("vouchers by currency", () => {
  it("credits the inviter in the currency the invitee paid, and that credit pays only that currency's orders", async () => {
    const inviter = await seedBuyer();
    const invitee = await seedBuyer({ inviterId: inviter.id });
    const { orderId } = dataOf<CreateEnOrderResult>(await cardOrder(invitee, "yearly", "en"));
    stripe.pay((await db.order.findUniqueOrThrow({ where: { id: orderId } })).providerRef!);
    expect((await poll(invitee, orderId)).status).toBe(200);
    expect(await userRow(inviter.id)).toMatchObject({ balanceCents: 0, balanceUsdCents: 1200 });
    expect(await currencyRows(inviter.id)).toEqual([
      { type: "REFERRER", operation: "ADD", currency: "USD", amountCents: 1200, balanceAfterCents: 1200 },
    ]);

    const qr = dataOf<CreateOrderResult>(await qrOrder(inviter, "monthly"));
    expect(await db.order.findUniqueOrThrow({ where: { id: qr.orderId } })).toMatchObject({ voucherUsedCents: 0 });
    const card = dataOf<CreateEnOrderResult>(await cardOrder(inviter, "monthly", "en"));
    expect(card.isBalancePay).toBe(true);
    expect(await userRow(inviter.id)).toMatchObject({ balanceCents: 0, balanceUsdCents: 200 });
    await expectLedgersBalanced(inviter.id);
  });

  it("gives an expired order's voucher back to its own currency", async () => {
    const user = await seedBuyer({ balanceCents: 100, balanceUsdCents: 400 });
    const { orderId } = dataOf<CreateEnOrderResult>(await cardOrder(user, "monthly", "en"));
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 100, balanceUsdCents: 0 });
    expect(await expireOrder(orderId)).toBe(true);
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 100, balanceUsdCents: 400 });
    expect((await currencyRows(user.id)).at(-1)).toMatchObject({ type: "REFUND", currency: "USD", amountCents: 400 });
    await expectLedgersBalanced(user.id);
  });

  it("shows both balances on the user and the currency of every record", async () => {
    const user = await seedBuyer({ balanceCents: 640, balanceUsdCents: 500 });
    const me = dataOf<UserDto>(await call(currentUser, { path: "/api/user/current", user }));
    expect(me).toMatchObject({ balance: 640, balances: { CNY: 640, USD: 500 } });
    const records = dataOf<BalanceRecordPage>(await call(listBalances, { path: "/api/balances", user }));
    expect(records.data.map(({ currency, amount, balance }) => ({ currency, amount, balance })).sort()).toEqual(
      expect.arrayContaining([
        { currency: "CNY", amount: 640, balance: 640 },
        { currency: "USD", amount: 500, balance: 500 },
      ]),
    );
  });
});
