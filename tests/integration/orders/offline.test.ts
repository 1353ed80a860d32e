// No Stripe keys and no PAYMENTS_SANDBOX, on a loopback server (a reverse proxy on the same machine): buying answers
// "payments are not configured" (403, translated, and changes nothing), while an order the voucher covers still goes
// through. Here also: balance-paid orders racing on one balance, and the renewal date of every plan from a valid and
// from an expired membership.
import "./set-offline-env";
import { afterAll, describe, expect, it } from "@jest/globals";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as paySandbox } from "@/app/api/sandbox/orders/[id]/pay/route";
import { db, getDb } from "@/lib/server/db";
import { addMonths } from "@/lib/server/pricing/membership-end";
import type { PlanId } from "@/lib/shared/pricing/plans";
import type { CreateOrderResult } from "@/lib/shared/validations/orders/order-dto";
import zhMessages from "@/messages/zh.json";
import { call, dataOf, type TestUser } from "../resumes/helpers";
import { balanceRows, expectLedgersBalanced, membershipTokenRows, seedBuyer, userRow } from "./helpers";

afterAll(async () => getDb().$disconnect());

const DAY = 24 * 60 * 60 * 1000;
const order = (user: TestUser, planName: PlanId, locale = "zh") =>
  call(postOrder, { method: "POST", path: "/api/orders", user, body: { planName }, headers: { "x-locale": locale } });

describe("without Stripe keys or PAYMENTS_SANDBOX, on loopback", () => {
  it("answers 403 'payments are not configured' (translated) on both order calls and changes nothing", async () => {
    const user = await seedBuyer({ balanceCents: 300 });
    const qr = await order(user, "monthly");
    expect(qr.status).toBe(403);
    const refusal = {
      code: 400001,
      message: "Payments are not configured on this server",
      key: "paymentsNotConfigured",
    };
    expect(qr.body).toEqual(refusal);
    // The client shows the key's ApiErrors message in the page's language.
    expect(zhMessages.ApiErrors.paymentsNotConfigured).toBe("本站尚未开通在线支付");
    const checkout = await call(createEnOrder, {
      method: "POST",
      path: "/api/createEnOrder",
      user,
      body: { planName: "lifetime", locale: "en" },
    });
    expect(checkout.status).toBe(403);
    expect(checkout.body).toEqual(refusal);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 300, isLifetime: false });
    expect(await balanceRows(user.id)).toHaveLength(1);
  });

  it("offers no sandbox checkout", async () => {
    const user = await seedBuyer({ balanceCents: 1000 });
    const { orderId } = dataOf<CreateOrderResult>(await order(user, "monthly"));
    const pay = await call(paySandbox, { method: "POST", path: "/x", user, params: { id: orderId } });
    expect(pay.status).toBe(404);
  });
});

describe("balance-paid orders racing on one balance", () => {
  it("pays exactly one; the other is refused and the ledger explains every cent", async () => {
    const user = await seedBuyer({ balanceCents: 1000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => order(user, "monthly")));
    const paid = results.filter((r) => r.status === 200 && dataOf<CreateOrderResult>(r).isBalancePay);
    expect(paid).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 0 });
    expect(await db.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await membershipTokenRows(user.id)).toHaveLength(1);
    await expectLedgersBalanced(user.id);
  });

  it("lets each order take what the others left when the balance covers two", async () => {
    const user = await seedBuyer({ balanceCents: 2000 });
    const results = await Promise.all(Array.from({ length: 4 }, () => order(user, "monthly", "en")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await userRow(user.id)).toMatchObject({ balanceCents: 0 });
    const end = (await userRow(user.id)).membershipEndsAt!;
    // Two months, one after the other: neither renewal was lost to the race.
    expect(Math.abs(end.getTime() - addMonths(new Date(), 2).getTime())).toBeLessThan(60_000);
    expect(await membershipTokenRows(user.id)).toHaveLength(2);
    await expectLedgersBalanced(user.id);
  });
});

describe("renewal dates (paid from the voucher)", () => {
  const periods: [PlanId, number][] = [
    ["monthly", 1],
    ["quarterly", 3],
    ["yearly", 12],
  ];

  it.each(periods)("%s extends a valid membership from its current end", async (plan, months) => {
    const currentEnd = new Date(Date.now() + 10 * DAY);
    const user = await seedBuyer({ balanceCents: 20_000, membershipEndsAt: currentEnd });
    expect((await order(user, plan)).status).toBe(200);
    expect((await userRow(user.id)).membershipEndsAt).toEqual(addMonths(currentEnd, months));
  });

  it.each(periods)("%s starts an expired membership again from now", async (plan, months) => {
    const user = await seedBuyer({ balanceCents: 20_000, membershipEndsAt: new Date(Date.now() - 10 * DAY) });
    const before = Date.now();
    expect((await order(user, plan)).status).toBe(200);
    const end = (await userRow(user.id)).membershipEndsAt!.getTime();
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), months).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), months).getTime());
  });

  it("lifetime makes the member lifetime and leaves the end date; a lifetime member cannot buy again", async () => {
    const currentEnd = new Date(Date.now() + 10 * DAY);
    const user = await seedBuyer({ balanceCents: 40_000, membershipEndsAt: currentEnd });
    expect((await order(user, "lifetime")).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      isLifetime: true,
      membershipEndsAt: currentEnd,
      balanceCents: 21_200,
    });
    expect(await membershipTokenRows(user.id)).toEqual([expect.objectContaining({ amount: 2_000_000 })]);
    const again = await order(user, "monthly");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 400003 });
    await expectLedgersBalanced(user.id);
  });
});
