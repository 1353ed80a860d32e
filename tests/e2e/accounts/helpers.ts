// Helpers for the accounts journeys: unique addresses, and codes read from the local outbox page (/dev/outbox),
// exactly as a person running the product without SMTP would.
import { expect, type Browser, type Page } from "@playwright/test";
import { seedUser, SIGN_UP_TOKENS } from "../support/users";
import { BOT_CHECK_TIMEOUT } from "../support/bot-check";

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
      text = (await message.textContent({ timeout: 2_000 })) ?? "";
      expect(text).toMatch(wanted);
      // A cap for a loaded machine, where one visit of the outbox page can take seconds.
    }).toPass({ timeout: 30_000 });
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

/**
 * Fills the sign-up form (ticking the /ch agreement box), waits for the bot check to be solved (the button enables),
 * submits, enters the code.
 */
export async function signUpThroughUi(
  page: Page,
  email: string,
  labels: {
    name: string;
    email: string;
    password: string;
    submit: string;
    code: string;
    verify: string;
    terms?: RegExp;
  },
): Promise<void> {
  // Exact: on /ch the e-mail tab's panel is labelled "邮箱注册".
  await page.getByLabel(labels.name, { exact: true }).fill("Ada");
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  if (labels.terms) await page.getByRole("checkbox", { name: labels.terms }).check();
  const submit = page.getByRole("button", { name: labels.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
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
  terms: /^我已阅读并同意/,
};

/**
 * A verified e-mail account with PASSWORD and the sign-up gift (the same rows a sign-up makes: the user and its
 * INITIAL token grant), for journeys that start signed out. Written to the database, not through POST /api/users:
 * sign-ups share one counter per client address (20 in 10 minutes, docs/product.md §8) and every browser test comes
 * from 127.0.0.1, so the suite's own sign-up specs (accounts-signup, accounts-terms, accounts-sessions) keep that
 * budget for what they test. `_browser` is kept so that callers read as before.
 */
export async function createVerifiedUser(_browser: Browser, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await seedUser("regular", {
    email,
    nickName: "Ada",
    password: PASSWORD,
    tokens: SIGN_UP_TOKENS,
    termsAccepted: true,
  });
  return email;
}

/** Signs in through the English sign-in form and waits for the page `prev` leads to. */
export async function signInThroughForm(page: Page, email: string, prev = "/settings"): Promise<void> {
  await page.goto(`/signin?prev=${encodeURIComponent(prev)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
  await submit.click();
  await page.waitForURL(prev);
}
