// Settings → AI tokens on the AI-on server (the `ai` project): the balance and the ledger rows in both languages, the
// recharge link, and a phone's width.
import { expect, test } from "@playwright/test";
import { createVerifiedUser, signInThroughForm as signIn } from "./accounts/helpers";

test("the tokens tab shows the balance and the records in both languages, and fits a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
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
