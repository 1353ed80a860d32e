// POST /api/stripe/webhook against real PostgreSQL: events signed with the stripe package's own test-header helper,
// delivered many times at once, racing the poll, out of order, and with bad signatures.
import { FAKE_STRIPE_PORT, WEBHOOK_SECRET } from "./set-stripe-env";
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { db, getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import type { CreateOrderResult } from "@/lib/shared/validations/orders/order-dto";
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

async function deliver(payload: string, signature?: string): Promise<{ status: number; body: { code: number } }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== undefined) headers["stripe-signature"] = signature;
  const response = await webhook(
    new NextRequest("http://localhost/api/stripe/webhook", { method: "POST", headers, body: payload }),
  );
  return { status: response.status, body: (await response.json()) as { code: number } };
}

const deliverEvent = (event: FakeEvent, secret = WEBHOOK_SECRET) => {
  const { payload, header } = stripe.signed(event, secret);
  return deliver(payload, header);
};

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

/** The security events (lib/server/security/security-event.ts) written to stdout while `action` runs. */
async function securityEvents(action: () => Promise<unknown>): Promise<string[]> {
  const level = logger.level;
  const written: string[] = [];
  logger.level = "info";
  const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  });
  try {
    await action();
  } finally {
    spy.mockRestore();
    logger.level = level;
  }
  return written
    .join("")
    .split("\n")
    .filter((line) => line.includes('"security event"'))
    .map((line) => (JSON.parse(line) as { event: string }).event);
}

async function expectFulfilledOnce(userId: string, orderId: string, months: number): Promise<void> {
  expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "PAID" });
  expect(await membershipTokenRows(userId)).toHaveLength(1);
  const end = (await userRow(userId)).membershipEndsAt!;
  const expected = new Date();
  expected.setUTCMonth(expected.getUTCMonth() + months);
  expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(3 * 24 * 60 * 60 * 1000);
  await expectLedgersBalanced(userId);
}

describe("POST /api/stripe/webhook", () => {
  it("fulfils once when one event is delivered 20 times at once", async () => {
    const user = await seedBuyer();
    const { id, ref } = await qrOrder(user);
    const event = stripe.pay(ref);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliverEvent(event)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    await expectFulfilledOnce(user.id, id, 1);
    expect(await db.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("fulfils once when the webhook and the poll race", async () => {
    const user = await seedBuyer();
    const { id, ref } = await checkoutOrder(user);
    const event = stripe.pay(ref);
    const poll = () => call(getOrder, { path: `/api/orders/${id}`, user, params: { id } });
    const results = await Promise.all([deliverEvent(event), poll(), deliverEvent(event), poll(), poll()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expectFulfilledOnce(user.id, id, 3);
  });

  it("fulfils once from two different events for one order (session completed, intent succeeded)", async () => {
    const user = await seedBuyer();
    const { id, ref } = await checkoutOrder(user);
    const completed = stripe.pay(ref);
    const session = stripe.sessions.get(ref)!;
    const succeeded: FakeEvent = {
      ...completed,
      id: `${completed.id}_pi`,
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: session.payment_intent!,
          object: "payment_intent",
          amount: session.amount_total,
          amount_received: session.amount_total,
          currency: session.currency,
          status: "succeeded",
          metadata: session.metadata,
          payment_method_types: ["card"],
          next_action: null,
          created: session.created,
        },
      },
    };
    await Promise.all([deliverEvent(completed), deliverEvent(succeeded)]);
    await expectFulfilledOnce(user.id, id, 3);
  });

  it("keeps a paid order paid when 'expired' arrives after 'completed'", async () => {
    const user = await seedBuyer();
    const { id, ref } = await checkoutOrder(user);
    const completed = stripe.pay(ref);
    const expired: FakeEvent = {
      ...structuredClone(completed),
      id: `${completed.id}_x`,
      type: "checkout.session.expired",
    };
    (expired.data.object as { status: string; payment_status: string }).status = "expired";
    (expired.data.object as { status: string; payment_status: string }).payment_status = "unpaid";
    expect((await deliverEvent(completed)).status).toBe(200);
    expect((await deliverEvent(expired)).status).toBe(200);
    await expectFulfilledOnce(user.id, id, 3);
  });

  it("fulfils an order whose 'expired' event came first, taking the released voucher again", async () => {
    const user = await seedBuyer({ balanceCents: 400 });
    const { id, ref } = await qrOrder(user);
    const canceled = stripe.expire(ref);
    const succeeded: FakeEvent = {
      ...structuredClone(canceled),
      id: `${canceled.id}_ok`,
      type: "payment_intent.succeeded",
    };
    Object.assign(succeeded.data.object, { status: "succeeded", amount_received: 600 });
    expect((await deliverEvent(canceled)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "EXPIRED" });
    expect((await userRow(user.id)).balanceCents).toBe(400);
    expect((await deliverEvent(succeeded)).status).toBe(200);
    await expectFulfilledOnce(user.id, id, 1);
    expect((await userRow(user.id)).balanceCents).toBe(0);
    expect((await balanceRows(user.id)).map((row) => row.type)).toEqual(["INITIAL", "OUTCOME", "REFUND", "OUTCOME"]);
  });

  it("ignores a payment that does not match its order (amount or currency)", async () => {
    const user = await seedBuyer();
    const { id, ref } = await qrOrder(user);
    const event = stripe.pay(ref);
    Object.assign(event.data.object, { amount_received: 1 });
    expect(await securityEvents(async () => expect((await deliverEvent(event)).status).toBe(200))).toEqual([
      "webhook_payment_mismatch",
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "CREATED" });
    expect(await membershipTokenRows(user.id)).toHaveLength(0);
  });

  it("never fulfils user B's order from user A's paid session whose metadata names B's order", async () => {
    const alice = await seedBuyer();
    const bob = await seedBuyer();
    const mine = await checkoutOrder(alice);
    const theirs = await checkoutOrder(bob);
    const event = stripe.pay(mine.ref);
    Object.assign(event.data.object, { metadata: { orderId: theirs.id }, client_reference_id: theirs.id });
    // Refused, and an operator can find it among the security events (issue 20 item 15).
    expect(await securityEvents(async () => expect((await deliverEvent(event)).status).toBe(200))).toEqual([
      "webhook_payment_mismatch",
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ status: "CREATED" });
    expect(await membershipTokenRows(bob.id)).toHaveLength(0);
    expect((await userRow(bob.id)).membershipEndsAt).toBeNull();
    // The event is not what Alice's order was made with either (its metadata names another): it changes nothing.
    expect(await db.order.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ status: "CREATED" });
    expect(await db.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("never fulfils B's order from A's paid PaymentIntent (QR, or the intent of A's session) naming B's order", async () => {
    // One unpaid order per person (starting another releases the first): two payers, two victims.
    const [alice, bob, carol, dave] = await Promise.all([seedBuyer(), seedBuyer(), seedBuyer(), seedBuyer()]);
    const aliceQr = await qrOrder(alice);
    const bobQr = await qrOrder(bob);
    const qrEvent = stripe.pay(aliceQr.ref);
    qrEvent.data.object.metadata = { orderId: bobQr.id };
    expect((await deliverEvent(qrEvent)).status).toBe(200);

    const carolCheckout = await checkoutOrder(carol);
    const daveCheckout = await checkoutOrder(dave);
    const completed = stripe.pay(carolCheckout.ref);
    const session = stripe.sessions.get(carolCheckout.ref)!;
    const intentEvent: FakeEvent = {
      ...completed,
      id: `${completed.id}_pi`,
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: session.payment_intent!,
          object: "payment_intent",
          amount: session.amount_total,
          amount_received: session.amount_total,
          currency: session.currency,
          status: "succeeded",
          metadata: { orderId: daveCheckout.id },
          payment_method_types: ["card"],
          next_action: null,
          created: session.created,
        },
      },
    };
    expect((await deliverEvent(intentEvent)).status).toBe(200);
    for (const id of [bobQr.id, daveCheckout.id]) {
      expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "CREATED" });
    }
    for (const victim of [bob, dave]) {
      expect(await membershipTokenRows(victim.id)).toHaveLength(0);
      await expectLedgersBalanced(victim.id);
    }
  });

  it("never expires B's order from A's expired session naming B's order", async () => {
    const alice = await seedBuyer();
    const bob = await seedBuyer({ balanceCents: 500 });
    const mine = await checkoutOrder(alice);
    const theirs = await qrOrder(bob);
    const event = stripe.expire(mine.ref);
    Object.assign(event.data.object, { metadata: { orderId: theirs.id } });
    expect((await deliverEvent(event)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ status: "CREATED" });
    expect((await userRow(bob.id)).balanceCents).toBe(0);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const user = await seedBuyer();
    const { id, ref } = await qrOrder(user);
    const event = stripe.pay(ref);
    const { payload, header } = stripe.signed(event, WEBHOOK_SECRET);
    const tampered = payload.replace('"amount":1000', '"amount":1001');
    for (const attempt of [
      deliver(payload),
      deliver(payload, "t=1,v1=deadbeef"),
      deliver(tampered, header),
      deliverEvent(event, "whsec_someone_else"),
    ]) {
      const result = await attempt;
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 400005 });
    }
    expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "CREATED" });
    expect(await db.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(0);
    expect(await membershipTokenRows(user.id)).toHaveLength(0);
  });

  it("acknowledges events it does not handle and events of unknown orders", async () => {
    const user = await seedBuyer();
    const { ref } = await qrOrder(user);
    const event = stripe.pay(ref);
    expect((await deliverEvent({ ...event, type: "customer.created" })).status).toBe(200);
    const stranger = structuredClone(event);
    stranger.id = `${event.id}_unknown`;
    stranger.data.object.metadata = { orderId: "no-such-order" };
    expect((await deliverEvent(stranger)).status).toBe(200);
  });
});
