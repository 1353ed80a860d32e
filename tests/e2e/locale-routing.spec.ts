import { expect, test } from "@playwright/test";

test.describe("locale routing", () => {
  test("English is the default at / with no prefix", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("Chinese lives under /ch with lang zh-CN", async ({ page }) => {
    const response = await page.goto("/ch");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    expect(new URL(page.url()).pathname).toBe("/ch");
  });

  test("/en/x redirects to /x", async ({ request }) => {
    const response = await request.get("/en/pricing", { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/pricing");
  });

  test("an unknown locale segment answers 404", async ({ request }) => {
    for (const path of ["/fr", "/fr/templates", "/zh-tw/x"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test("a Chinese-preferring browser is not redirected away from /", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "zh-CN",
      extraHTTPHeaders: { "Accept-Language": "zh-CN,zh;q=0.9" },
    });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });
});
