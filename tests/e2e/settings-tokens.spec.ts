// Settings → AI tokens and GET /api/tokens in the browser, on the AI-off server: the API answers, the tab is absent.
// The tab itself is tests/e2e/ai-tokens.spec.ts, on the AI-on server.
import { expect, test } from "@playwright/test";
import { createVerifiedUser, signInThroughForm as signIn } from "./accounts/helpers";
import { disconnectTestDb } from "./support/db";

// createVerifiedUser writes to the database (tests/e2e/accounts/helpers.ts).
test.afterAll(disconnectTestDb);

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
    const email = await createVerifiedUser(browser, "e2e-tokens-off");
    await signIn(page, email);
    await page.goto("/settings?type=tokens");
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "AI tokens" })).toHaveCount(0);
  });
});
