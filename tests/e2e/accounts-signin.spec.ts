import { expect, test } from "@playwright/test";
import { createVerifiedUser, linkFromOutbox, PASSWORD } from "./accounts/helpers";
import { disconnectTestDb } from "./support/db";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

// createVerifiedUser writes to the database (tests/e2e/accounts/helpers.ts).
test.afterAll(disconnectTestDb);

async function signIn(page: import("@playwright/test").Page, email: string, password: string, submitName = "Sign in") {
  await page.getByLabel(/^(Email|邮箱)$/).fill(email);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  const submit = page.getByRole("button", { name: submitName, exact: true });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
  await submit.click();
}

test.describe("sign-in journeys", () => {
  // Each journey first creates its own verified account through the UI (bot check included).
  test.setTimeout(120_000);
  test("en: a wrong password is refused, the right one signs me in", async ({ page, browser }) => {
    const email = await createVerifiedUser(browser, "e2e-wrong");
    await page.goto("/signin");
    await signIn(page, email, "Wrong1234");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect email or password");
    await page.getByLabel("Password").fill(PASSWORD);
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
    await submit.click();
    await page.waitForURL("/resumes"); // no prev: My resumes (issue 21 item 3)
    await expect(page.getByRole("link", { name: "My resumes" })).toBeVisible();
  });

  test("zh: /ch/signin is /ch/login; a wrong password shows the Chinese message", async ({ page, browser }) => {
    const email = await createVerifiedUser(browser, "e2e-zh-wrong");
    await page.goto("/ch/signin?prev=%2Fch%2Fpricing");
    await expect(page).toHaveURL("/ch/login?prev=%2Fch%2Fpricing");
    await signIn(page, email, "Wrong1234", "登录");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("邮箱或密码错误");
  });

  test("forgot password → reset link → new password; the old session is ended", async ({ page, browser }) => {
    const email = await createVerifiedUser(browser, "e2e-reset");
    // An "old" browser, signed in before the reset.
    const oldContext = await browser.newContext();
    const oldPage = await oldContext.newPage();
    await oldPage.goto("/signin");
    await signIn(oldPage, email, PASSWORD);
    await oldPage.waitForURL("/resumes");
    await expect(oldPage.getByRole("link", { name: "My resumes" })).toBeVisible();

    await page.goto("/signin");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    const link = new URL(await linkFromOutbox(page, email));
    expect(link.origin).toBe(new URL(page.url()).origin);
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password").fill("Changed123");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL("/resumes");
    await expect(page.getByRole("link", { name: "My resumes" })).toBeVisible();

    // The old browser: its next page load finds the session ended, says so, and goes to sign-in.
    await oldPage.goto("/pricing");
    await expect(oldPage.getByText("Login status has expired. Please log in again.")).toBeVisible();
    await oldPage.waitForURL(/\/signin\?prev=%2Fpricing/);
    await oldContext.close();
  });

  test("an unverified account opens the not-verified dialog with a resend button", async ({ page }) => {
    await page.goto("/signup");
    const email = `e2e-unverified-${Date.now()}@example.test`;
    await page.getByLabel("Name").fill("Una");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    const submit = page.getByRole("button", { name: "Sign up", exact: true });
    await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
    await submit.click();
    await expect(page.getByLabel("Verification code")).toBeVisible();

    await page.goto("/signin");
    await signIn(page, email, PASSWORD);
    const dialog = page.getByRole("dialog", { name: "Email is not yet verified" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Resend verification email" })).toBeVisible();
  });
});
