// Settings → AI tokens and GET /api/tokens in the browser. The shared e2e server runs with AI off: there the tab is
// absent. Run with AI_BASE_URL and AI_MODEL set (any address: the tab calls no model) to check the tab itself:
//   AI_BASE_URL=http://127.0.0.1:9/v1 AI_MODEL=fake PW_DIST_DIR=.next-tokens … node scripts/test.mjs e2e tests/e2e/settings-tokens.spec.ts
import { expect, test, type Page } from "@playwright/test";
import { createVerifiedUser, PASSWORD } from "./accounts/helpers";

const isAiOn = Boolean(process.env.AI_BASE_URL && process.env.AI_MODEL);

async function signIn(page: Page, email: string) {
  await page.goto("/signin?prev=%2Fsettings");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await page.waitForURL("/settings");
}

test.describe("AI tokens", () => {
  test.setTimeout(120_000);

  test("GET /api/tokens lists the sign-up gift, refuses a bad query with a message, and needs a session", async ({
    page,
    browser,
    request,
  }) => {
    const email = await createVerifiedUser(browser, "e2e-tokens-api");
    await signIn(page, email);
    const list = await page.request.get("/api/tokens?currentPage=1&pageSize=12");
    expect(list.status()).toBe(200);
    const body = (await list.json()) as { code: number; data: { count: number; data: Record<string, unknown>[] } };
    expect(body.code).toBe(0);
    expect(body.data.count).toBe(1);
    expect(body.data.data[0]).toMatchObject({ type: "initial", operation: "ADD", amount: 5_000, balance: 5_000 });
    const bad = await page.request.get("/api/tokens?pageSize=0");
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/\S/);
    const anonymous = await request.get("/api/tokens");
    expect(anonymous.status()).toBe(401);
  });

  test("with AI off there is no tokens tab, and ?type=tokens opens the profile", async ({ page, browser }) => {
    test.skip(isAiOn, "this server runs with AI on");
    const email = await createVerifiedUser(browser, "e2e-tokens-off");
    await signIn(page, email);
    await page.goto("/settings?type=tokens");
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "AI tokens" })).toHaveCount(0);
  });

  test("with AI on, the tab shows the balance and the records in both languages, and fits a phone", async ({
    page,
    browser,
  }) => {
    test.skip(!isAiOn, "needs AI_BASE_URL and AI_MODEL on the server");
    const email = await createVerifiedUser(browser, "e2e-tokens-on");
    await signIn(page, email);
    await page.getByRole("tab", { name: "AI tokens" }).click();
    await expect(page.getByTestId("token-balance")).toHaveText("Current balance: 5,000 tokens");
    const row = page.getByTestId("token-record");
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Initial gift")).toBeVisible();
    await expect(row.getByText("+5,000")).toBeVisible();
    await expect(page.getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/pricing");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ch/settings?type=tokens");
    await expect(page.getByRole("tab", { name: "AI 点数" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("token-balance")).toHaveText("当前余额：5,000 点");
    await expect(page.getByTestId("token-record").getByText("初始赠送")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
