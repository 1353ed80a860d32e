import { expect, test } from "@playwright/test";

test.describe("language switch in a real browser", () => {
  test("switching keeps the page and its query, both ways", async ({ page }) => {
    await page.goto("/nowhere-yet?x=1");
    await page.getByRole("banner").getByLabel("Language").selectOption("zh");
    await expect(page).toHaveURL(/\/ch\/nowhere-yet\?x=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.getByRole("banner").getByLabel("语言").selectOption("en");
    await expect(page).toHaveURL(/\/nowhere-yet\?x=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the home page switches to /ch and shows Chinese navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    await page.getByRole("banner").getByLabel("Language").selectOption("zh");
    await expect(page).toHaveURL(/\/ch$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "登录" })).toHaveAttribute("href", "/ch/login");
  });
});

test.describe("not found", () => {
  test("an unknown page shows the translated 404 with the site shell and status 404", async ({ page }) => {
    const response = await page.goto("/ch/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
