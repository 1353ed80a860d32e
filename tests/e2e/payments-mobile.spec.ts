// Payments pages on a 390 px phone (issue 16), in both languages: /pricing with the student offer card and its
// 'Apply online' link, the /offer form, and the settings orders and balances tabs with rows in them, none of which
// may scroll sideways (document.documentElement.scrollWidth ≤ clientWidth + 1).
import { expect, test, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(disconnectTestDb);

async function expectFitsScreen(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth, what).toBeLessThanOrEqual(390);
  expect(scrollWidth, what).toBeLessThanOrEqual(clientWidth + 1);
}

/** A user with one paid order (with a voucher part) and two voucher records, so both tabs have rows to lay out. */
async function seedBuyer() {
  const user = await seedUser("premium");
  const order = await testDb().order.create({
    data: {
      userId: user.id,
      plan: "LIFETIME",
      paymentMethod: "ALIPAY",
      amountCents: 17_850,
      voucherUsedCents: 950,
      currency: "CNY",
      status: "PAID",
      paidAt: new Date(),
      expiresAt: new Date(Date.now() + 15 * 60_000),
    },
  });
  await testDb().$transaction([
    testDb().balanceRecord.create({
      data: {
        userId: user.id,
        type: "REFERRER",
        operation: "ADD",
        currency: "CNY",
        amountCents: 123_456,
        balanceAfterCents: 123_456,
        reference: `e2e-mobile-${user.id}`,
        createdAt: new Date(Date.now() - 60_000),
      },
    }),
    testDb().balanceRecord.create({
      data: {
        userId: user.id,
        type: "OUTCOME",
        operation: "SUBTRACT",
        currency: "CNY",
        amountCents: 950,
        balanceAfterCents: 122_506,
        reference: order.id,
      },
    }),
    testDb().user.update({ where: { id: user.id }, data: { balanceCents: 122_506 } }),
  ]);
  return user;
}

for (const [prefix, text] of [
  [
    "",
    {
      applyOnline: "Apply online",
      offerTitle: "Student and open-source offer",
      ordersTab: "Orders",
      balancesTab: "Voucher balance",
      paid: "Paid",
      outcome: "Order payment",
    },
  ],
  [
    "/ch",
    {
      applyOnline: "在线申请",
      offerTitle: "学生与开源贡献者优惠",
      ordersTab: "我的订单",
      balancesTab: "代金券余额",
      paid: "已支付",
      outcome: "订单支出",
    },
  ],
] as const) {
  const lang = prefix || "/";

  test(`pricing with the student offer and its 'Apply online' link fits 390 px (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL, await seedUser("regular"));
    expect((await page.goto(`${prefix}/pricing`))?.status()).toBe(200);
    const offer = page.locator("section[aria-labelledby=student-offer]");
    await offer.scrollIntoViewIfNeeded();
    const link = offer.getByRole("link", { name: text.applyOnline });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `${prefix}/offer`);
    for (const box of [await offer.boundingBox(), await link.boundingBox()]) {
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    }
    await expectFitsScreen(page, "pricing");

    await link.click();
    await page.waitForURL((url) => url.pathname === `${prefix}/offer`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.offerTitle);
    // Both ways of applying laid out: the school address with its send button, then the profile link and statement.
    await expect(page.locator("input[name=schoolEmail]")).toBeVisible();
    await expectFitsScreen(page, "offer, school e-mail");
    await page.locator("input[name=kind][value=codeProfile]").check();
    await expect(page.locator("textarea[name=statement]")).toBeVisible();
    await expectFitsScreen(page, "offer, profile link");
    // Checked in the browser before anything is sent: both messages under their fields, still inside the screen.
    await page.locator("input[name=profileUrl]").fill("http://example.com/me");
    await page.getByRole("main").locator("form button[type=submit]").click();
    await expect(page.locator("input[name=profileUrl]")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("input[name=profileUrl]")).toBeFocused();
    await expect(page.locator("textarea[name=statement]")).toHaveAttribute("aria-invalid", "true");
    await expectFitsScreen(page, "offer, with field messages");
  });

  test(`settings orders and balances tabs with rows fit 390 px (${lang})`, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL, await seedBuyer());
    await page.goto(`${prefix}/settings?type=orders`);
    await expect(page.getByRole("tab", { name: text.ordersTab })).toHaveAttribute("aria-selected", "true");
    const order = page.getByTestId("order-row");
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(text.paid);
    await expect(order).toBeInViewport({ ratio: 1 });
    await expectFitsScreen(page, "orders tab");

    await page.getByRole("tab", { name: text.balancesTab }).click();
    const records = page.getByTestId("balance-record");
    await expect(records).toHaveCount(2);
    await expect(records.first()).toContainText(text.outcome);
    for (const row of await records.all()) {
      const box = await row.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    }
    await expectFitsScreen(page, "balances tab");
  });
}
