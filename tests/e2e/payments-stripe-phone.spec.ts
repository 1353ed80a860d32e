// Issue 21 item 8, on a 390 px touch phone (a coarse pointer: what the checkout calls a phone), against the fake
// Stripe of the AI-on server. Alipay leaves at once for Stripe's redirect page (the fake's, standing for Alipay),
// which pays and returns to /ch/pricing?order=…&redirect_status=succeeded, where the order is polled: 'payment
// successful', then home with the welcome notice. WeChat Pay shows the code as a picture with the three steps, the
// Save button downloads a real PNG, and the payment made "in WeChat" is found when the page is shown again. English
// keeps the card Checkout on a phone. The laptop's flows are payments-stripe-laptop.spec.ts.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { fakeStripeUrl, payAtStripe } from "./payments/fake-stripe";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
test.afterAll(disconnectTestDb);

async function expectFitsScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(390);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

test("Chinese phone: Alipay opens Alipay's page directly and comes back paid, with the welcome notice", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);
  await page.goto("/ch/pricing");
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
  await page.getByRole("button", { name: "开通月度会员" }).click();
  const dialog = page.getByRole("dialog", { name: "开通月度会员" });
  await dialog.getByText("支付宝").click();
  await dialog.getByRole("button", { name: "去支付" }).click();

  // No QR code to scan with the phone that shows it: straight to the redirect URL the PaymentIntent answered.
  await page.waitForURL((url) => url.origin === fakeStripeUrl() && url.pathname.startsWith("/pay/pi_"));
  const ref = new URL(page.url()).pathname.split("/").pop() ?? "";
  const order = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
  expect(order).toMatchObject({ providerRef: ref, status: "CREATED", paymentMethod: "ALIPAY", currency: "CNY" });

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(
    (url) =>
      url.origin === baseURL &&
      url.pathname === "/ch/pricing" &&
      url.searchParams.get("order") === order.id &&
      url.searchParams.get("redirect_status") === "succeeded",
  );
  const back = page.getByRole("dialog", { name: "支付结果" });
  await expect(back.getByRole("status")).toContainText("支付成功");
  await page.waitForURL((url) => url.pathname === "/ch" && url.searchParams.get("state") === "success", {
    waitUntil: "commit",
  });
  await expect(page.getByTestId("payment-success-notice")).toContainText("欢迎成为会员！");
  expect((await testDb().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
});

test("Chinese phone: leaving Alipay without paying comes back to a choice, and cancelling gives the order up", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);
  await page.goto("/ch/pricing");
  await page.getByRole("button", { name: "开通季度会员" }).click();
  const dialog = page.getByRole("dialog", { name: "开通季度会员" });
  await dialog.getByText("支付宝").click();
  await dialog.getByRole("button", { name: "去支付" }).click();
  await page.waitForURL((url) => url.origin === fakeStripeUrl());
  await page.getByRole("button", { name: "Leave without paying" }).click();
  await page.waitForURL(
    (url) => url.pathname === "/ch/pricing" && url.searchParams.get("redirect_status") === "failed",
  );
  const back = page.getByRole("dialog", { name: "支付结果" });
  await expect(back.getByRole("status")).toContainText("支付未完成");
  await back.getByRole("button", { name: "取消订单（代金券立即退回）" }).click();
  await expect(back).toBeHidden();
  await page.waitForURL((url) => url.pathname === "/ch/pricing" && !url.searchParams.has("order"));
  await expect
    .poll(async () => (await testDb().order.findFirstOrThrow({ where: { userId: user.id } })).status)
    .toBe("EXPIRED");
});

test("Chinese phone: WeChat Pay shows the steps, saves the code as a PNG, and updates once paid in WeChat", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);
  await page.goto("/ch/pricing");
  await page.getByRole("button", { name: "开通月度会员" }).click();
  const dialog = page.getByRole("dialog", { name: "开通月度会员" });
  await dialog.getByRole("button", { name: "去支付" }).click();

  const steps = dialog.getByTestId("wechat-phone-steps");
  await expect(steps).toContainText("在本手机上用微信支付");
  await expect(steps.getByRole("listitem")).toHaveText([
    /保存二维码/,
    /打开微信，点击右上角“\+”→“扫一扫”/,
    /支付完成后回到本页面，页面会自动更新。/,
  ]);
  await expect(steps).toContainText("或在电脑上支付");
  const picture = dialog.getByRole("img", { name: "微信支付支付二维码" });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((element) => element.tagName)).toBe("IMG");
  await expect(dialog.getByTestId("payment-countdown")).toHaveText(/^请在 1[45]:\d\d 内完成支付$/);
  await expectFitsScreen(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "保存二维码" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("wechat-pay-qr.png");
  const file = await readFile((await download.path()) ?? "");
  // A real PNG: its signature, and an IHDR at least as wide as the 320 px code.
  expect(file.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(file.readUInt32BE(16)).toBeGreaterThanOrEqual(320);

  // Paid in WeChat (no webhook): coming back to the page asks at once, and the poll finds it.
  const order = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
  await payAtStripe(order.providerRef ?? "", { deliver: false });
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(dialog.getByRole("status")).toContainText("支付成功", { timeout: 20_000 });
  await page.waitForURL((url) => url.pathname === "/ch" && url.searchParams.get("state") === "success", {
    waitUntil: "commit",
  });
  await expect(page.getByTestId("payment-success-notice")).toContainText("欢迎成为会员！");
});

test("English phone: the card Checkout as before, back with the welcome notice", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Monthly" }).click();
  await page.getByRole("dialog", { name: "Get Monthly" }).getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL((url) => url.origin === fakeStripeUrl() && url.pathname.startsWith("/pay/cs_"));
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === "/" && url.searchParams.has("state"), {
    waitUntil: "commit",
  });
  await expect(page.getByTestId("payment-success-notice")).toContainText("Welcome to premium!");
  expect((await testDb().order.findFirstOrThrow({ where: { userId: user.id } })).status).toBe("PAID");
});
