// Real Stripe flows in the browser (issue 16), on the AI-on e2e server, which has Stripe keys and talks to the fake
// Stripe the global setup starts (tests/e2e/payments/fake-stripe.ts): English Checkout on the fake's hosted page,
// whose "Pay" delivers the signed webhook and returns to /?state=success; cancelling there returns to /pricing; the
// Chinese WeChat Pay QR code with its 15-minute countdown, paid "on the phone" without a webhook, so that the page's
// 4-second poll is what finds the payment; a late webhook for it changes nothing. With keys present the sandbox
// checkout does not exist. Users are seeded straight into the server's database (tests/e2e/support/).
import { expect, test } from "@playwright/test";
import { fakeStripeUrl, payAtStripe } from "./payments/fake-stripe";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const DAY = 24 * 60 * 60 * 1000;

/** One paid order, one membership token grant, one month or more of membership: fulfilled exactly once. */
async function expectFulfilledOnce(userId: string, orderId: string): Promise<void> {
  const orders = await testDb().order.findMany({ where: { userId } });
  expect(orders.map((order) => [order.id, order.status])).toEqual([[orderId, "PAID"]]);
  const grants = await testDb().tokenRecord.findMany({ where: { userId, type: "MEMBERSHIP" } });
  expect(grants.map((grant) => grant.reference)).toEqual([orderId]);
  const user = await testDb().user.findUniqueOrThrow({ where: { id: userId } });
  expect(user.membershipEndsAt?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
  expect(user.membershipEndsAt?.getTime()).toBeLessThan(Date.now() + 32 * DAY);
}

test("English: pricing → Stripe Checkout (fake) → paid by webhook → welcome notice → settings", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);

  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Monthly" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Monthly" });
  await dialog.getByRole("button", { name: "Continue to payment" }).click();

  // Stripe's hosted page, at the URL the Checkout Session answered: not the sandbox.
  await page.waitForURL((url) => url.origin === fakeStripeUrl() && url.pathname.startsWith("/pay/cs_"));
  await expect(page.getByRole("heading", { name: "Fake Stripe checkout" })).toBeVisible();
  await expect(page.getByTestId("fake-stripe-amount")).toHaveText("1000 usd");
  const ref = new URL(page.url()).pathname.split("/").pop() ?? "";
  const created = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
  expect(created).toMatchObject({ providerRef: ref, status: "CREATED", amountCents: 1000, currency: "USD" });

  // "Pay": the fake sends checkout.session.completed, signed, to the webhook, then returns to the success URL.
  await page.getByRole("button", { name: "Pay" }).click();
  // From the first response on ("commit"): the notice shows for 5 s after hydration, which on a busy machine can end
  // before the home page's load event.
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === "/" && url.searchParams.has("state"), {
    waitUntil: "commit",
  });
  await expect(page.getByTestId("payment-success-notice")).toContainText("Welcome to premium!");
  await expectFulfilledOnce(user.id, created.id);
  expect((await testDb().order.findUniqueOrThrow({ where: { id: created.id } })).paymentMethod).toBe("STRIPE");

  // Settings: the one order, paid by card; the membership's token grant, once.
  await page.goto("/settings?type=orders");
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await expect(row.locator("td").nth(0)).toContainText("Monthly");
  await expect(row.locator("td").nth(1)).toHaveText("Card");
  await expect(row.locator("td").nth(2)).toHaveText("$10");
  await expect(row.locator("td").nth(3)).toHaveText("Paid");
  await page.getByRole("tab", { name: "AI tokens" }).click();
  await expect(page.getByTestId("token-record").filter({ hasText: "Membership gift" })).toHaveCount(1);
  const tokens = (await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).tokenBalance;
  await expect(page.getByTestId("token-balance")).toHaveText(
    `Current balance: ${new Intl.NumberFormat("en").format(tokens)} tokens`,
  );
});

test("English: cancelling at Checkout returns to /pricing, and this server has no sandbox checkout", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);

  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Quarterly" }).click();
  await page
    .getByRole("dialog", { name: "Get Quarterly" })
    .getByRole("button", { name: "Continue to payment" })
    .click();
  await page.waitForURL((url) => url.origin === fakeStripeUrl());
  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === "/pricing");
  await expect(page.getByRole("button", { name: "Get Quarterly" })).toBeVisible();

  const order = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
  expect(order.status).toBe("CREATED");
  // Keys present: the sandbox page is not there and its pay call is refused, so an order is never paid for free.
  const sandbox = await page.goto(`/sandbox-checkout/${order.id}`);
  expect(sandbox?.status()).toBe(404);
  await expect(page.getByRole("button", { name: "Complete the test payment" })).toHaveCount(0);
  const pay = await page.request.post(`/api/sandbox/orders/${order.id}/pay`, {
    headers: { origin: new URL(baseURL ?? "").origin },
  });
  expect(pay.ok()).toBe(false);
  expect((await testDb().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("CREATED");
  expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).membershipEndsAt).toBeNull();
});

test("Chinese: WeChat Pay QR with the 15-minute countdown, paid on the phone, found by the poll", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);

  await page.goto("/ch/pricing");
  await page.getByRole("button", { name: "开通月度会员" }).click();
  const dialog = page.getByRole("dialog", { name: "开通月度会员" });
  await expect(dialog.getByRole("radio", { name: "微信支付" })).toBeChecked();
  await dialog.getByRole("button", { name: "去支付" }).click();

  await expect(dialog.getByRole("img", { name: "微信支付支付二维码" })).toBeVisible();
  await expect(dialog.getByTestId("payment-countdown")).toHaveText(/^请在 1[45]:\d\d 内完成支付$/);
  await expect(dialog.getByRole("status")).toHaveText("正在等待支付结果…");
  const order = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
  expect(order).toMatchObject({ status: "CREATED", paymentMethod: "WECHAT", amountCents: 1000, currency: "CNY" });
  expect(order.providerRef).toMatch(/^pi_/);

  // Paid at Stripe, and no webhook: only the poll (GET /api/orders/{id}, which asks Stripe) can find it.
  await payAtStripe(order.providerRef ?? "", { deliver: false });
  await expect(dialog.getByRole("status")).toContainText("支付成功", { timeout: 20_000 });
  await page.waitForURL((url) => url.pathname === "/ch" && url.searchParams.get("state") === "success", {
    waitUntil: "commit",
  });
  await expect(page.getByTestId("payment-success-notice")).toContainText("欢迎成为会员！");
  await expectFulfilledOnce(user.id, order.id);

  // The webhook arriving late is answered and changes nothing.
  const late = await payAtStripe(order.providerRef ?? "", { deliver: true });
  expect(late.webhookStatus).toBe(200);
  await expectFulfilledOnce(user.id, order.id);

  await page.goto("/ch/settings?type=orders");
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await expect(row.locator("td").nth(1)).toHaveText("微信支付");
  await expect(row.locator("td").nth(3)).toHaveText("已支付");
});
