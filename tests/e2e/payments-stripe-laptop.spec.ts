// Issue 21 item 8, at 1366 px with a mouse: the desktop flows are unchanged. On /ch Alipay and WeChat Pay show the QR
// code to scan with a phone (no save-and-scan steps, no redirect), and the payment made on the phone is found by the
// poll; on / the card Checkout leaves for Stripe and comes back with the welcome notice.
import { expect, test } from "@playwright/test";
import { fakeStripeUrl, payAtStripe } from "./payments/fake-stripe";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.use({ viewport: { width: 1366, height: 900 } });
test.afterAll(disconnectTestDb);

for (const [method, label] of [
  ["支付宝", "支付宝支付二维码"],
  ["微信支付", "微信支付支付二维码"],
] as const) {
  test(`Chinese laptop: ${method} shows the QR code to scan, and the poll finds the payment`, async ({
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
    await dialog.getByText(method).click();
    await dialog.getByRole("button", { name: "去支付" }).click();
    await expect(dialog.getByText(`请使用${method}扫描二维码完成支付。`)).toBeVisible();
    const code = dialog.getByRole("img", { name: label });
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    await expect(dialog.getByTestId("wechat-phone-steps")).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "保存二维码" })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/ch/pricing");

    const order = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
    await payAtStripe(order.providerRef ?? "", { deliver: false });
    await expect(dialog.getByRole("status")).toContainText("支付成功", { timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === "/ch" && url.searchParams.get("state") === "success", {
      waitUntil: "commit",
    });
    await expect(page.getByTestId("payment-success-notice")).toContainText("欢迎成为会员！");
  });
}

test("English laptop: the card Checkout at Stripe, back with the welcome notice", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  await signIn(context, baseURL, user);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Yearly" }).click();
  await page.getByRole("dialog", { name: "Get Yearly" }).getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL((url) => url.origin === fakeStripeUrl() && url.pathname.startsWith("/pay/cs_"));
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === "/" && url.searchParams.has("state"), {
    waitUntil: "commit",
  });
  await expect(page.getByTestId("payment-success-notice")).toContainText("Welcome to premium!");
});
