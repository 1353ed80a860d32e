// Issue 21 item 7: a purchase started from a resume comes back to it. The order calls take `returnTo` (the resume id)
// and `download`; the way back (Stripe's success URL, or the page the browser is sent to when the voucher pays)
// names the resume only when it is the buyer's own live resume. Another user's or a deleted resume is ignored (home,
// as before); a value that is no resume id is refused with a translated 400 and creates no order.
import { FAKE_STRIPE_PORT } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { db, getDb } from "@/lib/server/db";
import type { CreateEnOrderResult } from "@/lib/shared/validations/orders/order-dto";
import { startFakeStripeServer, type FakeStripe } from "../../fakes/stripe-server";
import { call, dataOf, seedResume, type TestUser } from "../resumes/helpers";
import { seedBuyer } from "./helpers";

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripeServer({ port: FAKE_STRIPE_PORT });
});
beforeEach(() => stripe.reset());
afterAll(async () => {
  await stripe.close();
  await getDb().$disconnect();
});

const enOrder = (user: TestUser, body: Record<string, unknown>, locale = "en") =>
  call(createEnOrder, {
    method: "POST",
    path: "/api/createEnOrder",
    user,
    body: { planName: "monthly", locale, ...body },
  });

async function successUrlOf(orderId: string): Promise<URL> {
  const { providerRef } = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  return new URL(stripe.sessions.get(providerRef!)!.success_url);
}

describe("the way back after paying", () => {
  it("names the buyer's own resume (and the download) on Stripe's success URL, in both languages", async () => {
    const user = await seedBuyer();
    const resume = await seedResume(user.id);
    const en = dataOf<CreateEnOrderResult>(await enOrder(user, { returnTo: resume.id, download: true }));
    const url = await successUrlOf(en.orderId);
    expect(url.pathname).toBe("/");
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: "success", returnTo: resume.id, download: "1" });

    const zh = dataOf<CreateEnOrderResult>(await enOrder(user, { returnTo: resume.id }, "zh"));
    const zhUrl = await successUrlOf(zh.orderId);
    expect(zhUrl.pathname).toBe("/ch");
    expect(Object.fromEntries(zhUrl.searchParams)).toEqual({ state: "success", returnTo: resume.id });
  });

  it("ignores another user's resume and a deleted one: home, as without returnTo", async () => {
    const user = await seedBuyer();
    const other = await seedBuyer();
    const theirs = await seedResume(other.id);
    const deleted = await seedResume(user.id, { deletedAt: new Date() });
    for (const returnTo of [theirs.id, deleted.id, "c0000000000000000000000000"]) {
      const order = dataOf<CreateEnOrderResult>(await enOrder(user, { returnTo, download: true }));
      expect(Object.fromEntries((await successUrlOf(order.orderId)).searchParams)).toEqual({ state: "success" });
    }
  });

  it("sends a voucher-paid order straight to the success page naming the resume", async () => {
    const user = await seedBuyer({ balanceUsdCents: 1000 });
    const resume = await seedResume(user.id);
    const order = dataOf<CreateEnOrderResult>(await enOrder(user, { returnTo: resume.id, download: true }));
    expect(order.isBalancePay).toBe(true);
    expect(order.checkout_url).toBe(`http://localhost:3000/?state=success&returnTo=${resume.id}&download=1`);
  });

  it("refuses a value that is no resume id with a translated 400, and creates no order", async () => {
    const user = await seedBuyer();
    for (const returnTo of ["//evil.test", "/editor/x?y", "a".repeat(65), 42]) {
      const en = await enOrder(user, { returnTo });
      expect(en.status).toBe(400);
      expect(en.body.message).toMatch(/returnTo/);
      const zh = await call(postOrder, {
        method: "POST",
        path: "/api/orders",
        user,
        body: { planName: "monthly", returnTo },
        headers: { "x-locale": "zh" },
      });
      expect(zh.status).toBe(400);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
  });
});
