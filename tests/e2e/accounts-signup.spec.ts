import { expect, test } from "@playwright/test";
import { enLabels, signUpThroughUi, uniqueEmail, zhLabels } from "./accounts/helpers";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

test.describe("sign-up journeys", () => {
  test.setTimeout(90_000);
  test("en: a protected page sends me to sign in, I sign up, read the code, and land back at prev", async ({
    page,
  }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL("/signin?prev=%2Fsettings");
    await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup\?prev=%2Fsettings/);
    const submit = page.getByRole("button", { name: "Sign up", exact: true });
    await expect(submit).toBeDisabled();

    const email = uniqueEmail("e2e-en");
    const startedAt = Date.now();
    await signUpThroughUi(page, email, enLabels);
    test.info().annotations.push({ type: "signup-total-ms", description: String(Date.now() - startedAt) });
    await page.waitForURL("/settings");
    await expect(page.getByRole("button", { name: "Account menu for Ada" })).toBeVisible();

    // Signed in, the sign-up page sends me to My resumes (issue 21 item 3).
    await page.goto("/signup");
    await expect(page).toHaveURL("/resumes");
  });

  test("zh: sign up in Chinese with the docs/product.md §5 messages, code mailed in Chinese", async ({ page }) => {
    await page.goto("/ch/signup");
    const submit = page.getByRole("button", { name: "注册", exact: true });
    await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
    await page.getByLabel("邮箱", { exact: true }).fill("not-an-address");
    await page.getByLabel("密码", { exact: true }).fill("short");
    await submit.click();
    await expect(page.getByText("姓名不能为空")).toBeVisible();
    await expect(page.getByText("邮箱地址格式不正确")).toBeVisible();
    await expect(page.getByText("密码至少 8 位，且需包含大写字母、小写字母和数字")).toBeVisible();

    await page.reload();
    const email = uniqueEmail("e2e-zh");
    await signUpThroughUi(page, email, zhLabels);
    // Without prev, a new account starts at My resumes with the start dialog open (issue 11 item 23).
    await page.waitForURL((url) => url.pathname === "/ch/resumes");
    await expect(page.getByRole("dialog", { name: "创建简历" })).toBeVisible();
    await expect(page).toHaveURL("/ch/resumes");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /Ada/ })).toBeVisible();
  });

  test("the bot check solves itself in the browser, with no action from the person", async ({ page }) => {
    await page.goto("/signup");
    const startedAt = Date.now();
    await expect(page.getByRole("button", { name: "Sign up", exact: true })).toBeEnabled({
      timeout: BOT_CHECK_TIMEOUT,
    });
    // Recorded, not asserted: timings belong to benchmarks (docs/decisions.md, "Bot check").
    test.info().annotations.push({ type: "altcha-solve-ms", description: String(Date.now() - startedAt) });
    await expect(page.getByTestId("bot-challenge").locator("altcha-widget")).toHaveCount(1);
  });
});
