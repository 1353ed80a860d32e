// The admin orders page on a 390 px phone, in both languages: the filters and rows with a long buyer address stay
// inside the screen (document.documentElement.scrollWidth ≤ clientWidth + 1).
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(disconnectTestDb);

async function expectFitsScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(390);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

for (const [prefix, title] of [
  ["", "All orders"],
  ["/ch", "全部订单"],
] as const) {
  test(`admin orders fit 390 px (${prefix || "/"})`, async ({ page, context, baseURL }) => {
    const buyer = await seedUser("regular", {
      email: `a-rather-long-address-of-a-buyer-${randomUUID()}@students.university-of-somewhere.example.test`,
      nickName: "Buyer",
    });
    await testDb().order.create({
      data: {
        userId: buyer.id,
        plan: "LIFETIME",
        paymentMethod: "WECHAT",
        amountCents: 18_800,
        currency: "CNY",
        status: "PAID",
        paidAt: new Date(),
        expiresAt: new Date(Date.now() + 15 * 60_000),
      },
    });
    const admin = await seedUser("admin");
    await signIn(context, baseURL, admin);

    expect((await page.goto(`${prefix}/admin/orders`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const row = page.locator("section[aria-labelledby=admin-orders] li").filter({ hasText: buyer.email ?? "" });
    await expect(row).toHaveCount(1);
    const box = await row.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    await expectFitsScreen(page);
  });
}

test("the membership form checks itself from the keyboard and fits 390 px (/ch)", async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await seedUser("admin");
  await signIn(context, baseURL, admin);
  await page.goto("/ch/admin/memberships");
  const email = page.getByLabel("用户邮箱");
  await email.focus();
  // Enter in a field submits the form: the shared schema refuses the empty address on its own field, which keeps focus.
  await page.keyboard.press("Enter");
  await expect(page.getByText("请输入有效的邮箱地址")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expectFitsScreen(page);
  expect(await testDb().adminAuditLog.count({ where: { adminId: admin.id } })).toBe(0);
});
