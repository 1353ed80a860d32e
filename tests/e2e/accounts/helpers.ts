// Helpers for the accounts journeys: unique addresses, and codes read from the local outbox page (/dev/outbox),
// exactly as a person running the product without SMTP would.
import { expect, type Browser, type Page } from "@playwright/test";

export const PASSWORD = "Secret123";

export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/** The newest message to `to`, once it contains `wanted`: mail is sent after the answer, so it may take a moment. */
async function outboxText(page: Page, to: string, wanted: RegExp): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let text = "";
    await expect(async () => {
      await outbox.goto("/dev/outbox");
      // The message body only (not the header line with its timestamp).
      const message = outbox.locator(`[data-testid="outbox-message"][data-to="${to}"] pre`).first();
      text = (await message.textContent({ timeout: 1_000 })) ?? "";
      expect(text).toMatch(wanted);
    }).toPass({ timeout: 10_000 });
    return text;
  } finally {
    await outbox.close();
  }
}

export async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const code = (await outboxText(page, to, /\b\d{6}\b/)).match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

export async function linkFromOutbox(page: Page, to: string): Promise<string> {
  const link = (await outboxText(page, to, /https?:\/\/\S+/)).match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link for ${to}`);
  return link;
}

/** Fills the sign-up form, waits for the bot check to be solved (the button enables), submits, enters the code. */
export async function signUpThroughUi(
  page: Page,
  email: string,
  labels: { name: string; email: string; password: string; submit: string; code: string; verify: string },
): Promise<void> {
  await page.getByLabel(labels.name).fill("Ada");
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(PASSWORD);
  const submit = page.getByRole("button", { name: labels.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await page.getByLabel(labels.code).fill(await codeFromOutbox(page, email));
  await page.getByRole("button", { name: labels.verify, exact: true }).click();
}

export const enLabels = {
  name: "Name",
  email: "Email",
  password: "Password",
  submit: "Sign up",
  code: "Verification code",
  verify: "Verify",
};
export const zhLabels = {
  name: "姓名",
  email: "邮箱",
  password: "密码",
  submit: "注册",
  code: "验证码",
  verify: "验证",
};

/** A verified account created through the API (same path as the UI), for journeys that start signed out. */
export async function createVerifiedUser(browser: Browser, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/signup");
  await signUpThroughUi(page, email, enLabels);
  // A new account starts at My resumes (issue 11 item 23).
  await page.waitForURL((url) => url.pathname === "/resumes");
  await context.close();
  return email;
}

/** Signs in through the English sign-in form and waits for the page `prev` leads to. */
export async function signInThroughForm(page: Page, email: string, prev = "/settings"): Promise<void> {
  await page.goto(`/signin?prev=${encodeURIComponent(prev)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await page.waitForURL(prev);
}
