// Issue 21 item 8: Alipay on a phone. The PaymentIntent's return URL is /pricing?order={id} in the buyer's language
// (with the resume the purchase started from), where the page polls the order; Stripe's redirect (the fake's hosted
// page) comes back there with payment_intent and redirect_status added, and the poll then finds the order paid. A
// buyer who leaves Alipay without paying comes back with redirect_status=failed and the order still waiting.
import { FAKE_STRIPE_PORT } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { db, getDb } from "@/lib/server/db";
import type { CreateOrderResult, OrderStatusDto } from "@/lib/shared/validations/orders/order-dto";
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

const alipayOrder = (user: TestUser, body: Record<string, unknown> = {}, locale = "zh") =>
  call(postOrder, {
    method: "POST",
    path: "/api/orders",
    user,
    body: { planName: "monthly", paymentMethod: "alipay", ...body },
    headers: { "x-locale": locale },
  });
const poll = (user: TestUser, id: string) => call(getOrder, { path: `/api/orders/${id}`, user, params: { id } });

/** What the phone's browser does at Stripe's redirect page: pay (or leave), and follow it back. */
async function leaveAlipay(payUrl: string, outcome: "pay" | "fail"): Promise<URL> {
  const response = await fetch(outcome === "pay" ? payUrl : `${payUrl}?outcome=fail`, {
    method: "POST",
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

describe("Alipay's way back to the site", () => {
  it("returns to /ch/pricing?order=… with the resume, where the poll finds the payment", async () => {
    const user = await seedBuyer();
    const resume = await seedResume(user.id);
    const result = dataOf<CreateOrderResult>(await alipayOrder(user, { returnTo: resume.id, download: true }));
    const row = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    const redirect = stripe.intents.get(row.providerRef ?? "")?.next_action?.alipay_handle_redirect as {
      url: string;
      return_url: string;
    };
    expect(redirect.url).toBe(result.payUrl);
    const returnUrl = new URL(redirect.return_url);
    expect(returnUrl.pathname).toBe("/ch/pricing");
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      order: result.orderId,
      returnTo: resume.id,
      download: "1",
    });
    expect(dataOf<OrderStatusDto>(await poll(user, result.orderId))).toMatchObject({ status: 0 });

    const back = await leaveAlipay(result.payUrl ?? "", "pay");
    expect(back.pathname).toBe("/ch/pricing");
    expect(back.searchParams.get("order")).toBe(result.orderId);
    expect(back.searchParams.get("payment_intent")).toBe(row.providerRef);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    // No webhook configured: the poll asks Stripe and fulfils.
    expect(dataOf<OrderStatusDto>(await poll(user, result.orderId))).toMatchObject({
      status: 1,
      trade_state: "SUCCESS",
      isUpdated: true,
    });
  });

  it("returns to /pricing in English without a resume, and says failed when the buyer left without paying", async () => {
    const user = await seedBuyer();
    const result = dataOf<CreateOrderResult>(await alipayOrder(user, {}, "en"));
    const back = await leaveAlipay(result.payUrl ?? "", "fail");
    expect(back.pathname).toBe("/pricing");
    expect(back.searchParams.get("order")).toBe(result.orderId);
    expect(back.searchParams.has("returnTo")).toBe(false);
    expect(back.searchParams.get("redirect_status")).toBe("failed");
    expect(dataOf<OrderStatusDto>(await poll(user, result.orderId))).toMatchObject({ status: 0 });
  });
});
