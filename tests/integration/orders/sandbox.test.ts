// No Stripe keys, PAYMENTS_SANDBOX=true: the sandbox checkout completes orders through the same fulfilment, as TEST
// orders that credit the inviter nothing (a free test purchase must never become voucher money for real orders).
import "./set-sandbox-env";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as listOrders, POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as paySandbox } from "@/app/api/sandbox/orders/[id]/pay/route";
import { db, getDb } from "@/lib/server/db";
import type {
  CreateEnOrderResult,
  CreateOrderResult,
  OrderPage,
  OrderStatusDto,
} from "@/lib/shared/validations/orders/order-dto";
import { call, dataOf } from "../resumes/helpers";
import { balanceRows, expectLedgersBalanced, membershipTokenRows, seedBuyer, userRow } from "./helpers";

afterAll(async () => getDb().$disconnect());

describe("sandbox checkout", () => {
  it("answers a sandbox page for both order calls and completes the TEST order once, crediting no referral", async () => {
    const inviter = await seedBuyer();
    const user = await seedBuyer({ balanceCents: 300, inviterId: inviter.id });
    const en = dataOf<CreateEnOrderResult>(
      await call(createEnOrder, {
        method: "POST",
        path: "/api/createEnOrder",
        user,
        body: { planName: "yearly", locale: "en" },
      }),
    );
    expect(en.checkout_url).toBe(`http://localhost:3000/sandbox-checkout/${en.orderId}`);
    const qr = dataOf<CreateOrderResult>(
      await call(postOrder, {
        method: "POST",
        path: "/api/orders",
        user,
        body: { planName: "monthly" },
        headers: { "x-locale": "zh" },
      }),
    );
    expect(qr.payUrl).toBe(`http://localhost:3000/ch/sandbox-checkout/${qr.orderId}`);
    expect(await db.order.findUniqueOrThrow({ where: { id: qr.orderId } })).toMatchObject({
      paymentMethod: "TEST",
      amountCents: 700,
    });
    // Starting the QR order released the Checkout order started first (issue 20: one order holds vouchers at a time).
    expect(await db.order.findUniqueOrThrow({ where: { id: en.orderId } })).toMatchObject({ status: "EXPIRED" });

    const pay = () => call(paySandbox, { method: "POST", path: "/x", user, params: { id: qr.orderId } });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const status = dataOf<OrderStatusDto>(await call(getOrder, { path: "/x", user, params: { id: qr.orderId } }));
    expect(status).toMatchObject({ status: 1, trade_state: "SUCCESS", isUpdated: true });
    expect(await membershipTokenRows(user.id)).toHaveLength(1);
    // A free test purchase credits the inviter nothing.
    expect((await userRow(inviter.id)).balanceCents).toBe(0);
    expect(await balanceRows(inviter.id)).toEqual([]);
    await expectLedgersBalanced(inviter.id);
    // The user's orders name it a test order.
    const orders = dataOf<OrderPage>(await call(listOrders, { path: "/api/orders?currentPage=1&pageSize=10", user }));
    expect(orders.data.find((row) => row._id === qr.orderId)).toMatchObject({ paymentMethod: "test", status: 1 });
    const again = await pay();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 400004 });
    await expectLedgersBalanced(user.id);
  });
});
