// WeChat website sign-in in the browser, through next-auth and lib/server/auth/wechat-provider.ts, against the local fake
// WeChat (tests/fakes/wechat-server.ts, started by tests/e2e/global-setup.ts; playwright.config.ts gives the app its
// address and the fake app's keys). At a laptop's 1366 px and a phone's 390 px, in both locales.
import { expect, test, type Page, type Response } from "@playwright/test";
import pg from "pg";
import { FAKE_WECHAT_APP, QRCONNECT_PARAMS } from "../fakes/wechat-server";
import { setCaptchaAnswer } from "./accounts/captcha";

type CurrentUser = { _id: string; nickName: string; email: string | null; type: string; cellphone: string | null };

const wechatOrigin = `http://127.0.0.1:${process.env.E2E_WECHAT_PORT}`;
// The button asks next-auth for its providers and a CSRF token, then for WeChat's URL before the browser leaves.
const PROVIDER_TIMEOUT = 20_000;
const HEADER_TIMEOUT = 15_000;
const FAILED = {
  en: "Signing in with that account did not complete. Please try again, or sign in with your email and password.",
  zh: "第三方账号登录未完成。请重试，或使用邮箱和密码登录。",
};

const uniqueId = (label: string): string =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function currentUser(page: Page): Promise<CurrentUser> {
  const response = await page.request.get("/api/user/current");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CurrentUser }).data;
}

/** No answer of ours on the way is a server error, whatever WeChat answered. */
function watchServerErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("response", (response: Response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

const TERMS_REQUIRED_ZH = "请阅读并勾选同意《用户协议》和《隐私政策》";

/** The WeChat button (with its mark) fits the page's width and leaves for WeChat's QR page in WeChat's form. */
async function pressWeChat(page: Page, name: string): Promise<void> {
  const button = page.getByRole("button", { name });
  await expect(button.locator('img[src="/brand/wechat.svg"]')).toBeVisible();
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (new URL(page.url()).pathname.startsWith("/ch/")) {
    // /ch asks for the agreement before a provider is chosen (issue 21 item 10): refused inline, then ticked.
    await button.click();
    await expect(page.getByText(TERMS_REQUIRED_ZH)).toBeVisible();
    await page.locator("#oauth-terms-agreement").check();
  }
  await button.click();
  await expect(page.getByRole("heading", { name: "Sign in with WeChat" })).toBeVisible({ timeout: PROVIDER_TIMEOUT });
  const url = new URL(page.url());
  expect(`${url.origin}${url.pathname}`).toBe(`${wechatOrigin}/connect/qrconnect`);
  expect([...url.searchParams.keys()]).toEqual([...QRCONNECT_PARAMS]);
  expect(url.searchParams.get("appid")).toBe(FAKE_WECHAT_APP.id);
  expect(url.searchParams.get("scope")).toBe("snsapi_login");
  expect(url.hash).toBe("#wechat_redirect");
}

async function allowAtWeChat(page: Page, wechatId: string, nickname: string): Promise<void> {
  await page.getByLabel("WeChat ID", { exact: true }).fill(wechatId);
  await page.getByLabel("Nickname", { exact: true }).fill(nickname);
  await page.getByRole("button", { name: "Allow" }).click();
}

async function expectRefused(page: Page, locale: "en" | "zh", errors: string[]): Promise<void> {
  await page.waitForURL((url) => url.pathname === (locale === "zh" ? "/ch/login" : "/signin"));
  expect(new URL(page.url()).searchParams.get("error")).toBeTruthy();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(FAILED[locale]);
  expect((await page.request.get("/api/user/current")).status()).toBe(401);
  expect(errors).toEqual([]);
}

test.describe("WeChat sign-in at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test.setTimeout(120_000);

  test("zh: scan → signed in at prev, no e-mail; the next scan finds the same account; a bound phone logs in to it too", async ({
    page,
  }) => {
    const errors = watchServerErrors(page);
    const wechatId = uniqueId("wx");
    await page.goto("/ch/login?prev=%2Fch%2Fpricing");
    await pressWeChat(page, "使用微信登录");
    await allowAtWeChat(page, wechatId, "小林");
    await page.waitForURL((url) => url.pathname === "/ch/pricing");
    await expect(page.getByRole("button", { name: "小林 的账户菜单" })).toBeVisible({ timeout: HEADER_TIMEOUT });
    const first = await currentUser(page);
    expect(first).toMatchObject({ nickName: "小林", email: null, type: "wechat", cellphone: null });

    await page.getByRole("button", { name: "小林 的账户菜单" }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "登录" })).toBeVisible({ timeout: HEADER_TIMEOUT });

    // WeChat shows its QR page every time; the same WeChat user comes back to the same account (My resumes).
    await page.goto("/ch/login");
    await pressWeChat(page, "使用微信登录");
    await allowAtWeChat(page, wechatId, "小林");
    await page.waitForURL((url) => url.pathname === "/ch/resumes", { timeout: PROVIDER_TIMEOUT });
    expect((await currentUser(page))._id).toBe(first._id);

    // docs/product.md §6: a WeChat user can bind a phone number (settings) and then log in by phone, to the same
    // account.
    const phone = `136${String(Date.now()).slice(-8)}`;
    await page.goto("/ch/settings?type=cellphone");
    await expect(page.getByText("还没有绑定手机号。绑定后可以用手机号登录。")).toBeVisible();
    await page.getByRole("textbox", { name: "手机号码" }).fill(phone);
    await expect(page.getByRole("img", { name: "图形验证码" })).toBeVisible();
    await setCaptchaAnswer("SMS", phone, "Wx7k");
    await page.getByLabel("图形验证码", { exact: true }).fill("Wx7k");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByText("验证码已发送，请注意查收")).toBeVisible();
    const code = await smsCode(page, phone);
    await page.getByLabel("短信验证码").fill(code);
    await page.getByRole("button", { name: "绑定手机号" }).click();
    await expect(page.getByText("手机号码绑定成功")).toBeVisible();
    expect((await currentUser(page)).cellphone).toBe(phone);

    // Signed out, log in by phone: a new code for the number, past its 60 s cooldown (the bind's code made older).
    await pastSmsCooldown(phone);
    await page.context().clearCookies();
    await page.goto("/ch/login?prev=%2Fch%2Fpricing");
    await page.getByRole("tab", { name: "手机登录" }).click();
    await page.getByRole("textbox", { name: "手机号码" }).fill(phone);
    await expect(page.getByRole("img", { name: "图形验证码" })).toBeVisible();
    await setCaptchaAnswer("SMS", phone, "Kp7w");
    await page.getByLabel("图形验证码", { exact: true }).fill("Kp7w");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByText("验证码已发送，请注意查收")).toBeVisible();
    await page.getByLabel("短信验证码").fill(await smsCode(page, phone));
    await page.getByRole("main").getByRole("button", { name: "登录", exact: true }).click();
    await page.waitForURL("/ch/pricing");
    expect((await currentUser(page))._id).toBe(first._id);
    expect(errors).toEqual([]);
  });

  test("en: an errcode from WeChat's code exchange gives the translated message, signed out, no server error", async ({
    page,
  }) => {
    const errors = watchServerErrors(page);
    const wechatId = uniqueId("wx-err");
    // The fake answers this user's next exchange with WeChat's "invalid code" (HTTP 200 {errcode, errmsg}).
    const control = await page.request.put(`${wechatOrigin}/_fake/errors/${wechatId}`, {
      data: { step: "token", errcode: 40029 },
    });
    expect(control.ok()).toBe(true);
    await page.goto("/signin?prev=%2Fpricing");
    await pressWeChat(page, "Continue with WeChat");
    await allowAtWeChat(page, wechatId, "Err");
    await expectRefused(page, "en", errors);
  });

  test("zh: a state changed on the way back is refused, and the same scan's code does not sign in", async ({
    page,
  }) => {
    const errors = watchServerErrors(page);
    await page.goto("/ch/login");
    await pressWeChat(page, "使用微信登录");
    // Tamper with the state WeChat hands back (the form carries the request it will redirect with).
    await page.locator('input[name="request"]').evaluate((input: HTMLInputElement) => {
      const request = new URLSearchParams(input.value);
      request.set("state", `${request.get("state") ?? ""}x`);
      input.value = request.toString();
    });
    await allowAtWeChat(page, uniqueId("wx-csrf"), "Eve");
    await expectRefused(page, "zh", errors);
  });
});

test.describe("WeChat sign-in at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.setTimeout(90_000);

  test("en: the WeChat button beside Google and GitHub fits a phone and signs in", async ({ page }) => {
    const errors = watchServerErrors(page);
    await page.goto("/signin?prev=%2Fpricing");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with GitHub" })).toBeVisible();
    await pressWeChat(page, "Continue with WeChat");
    await allowAtWeChat(page, uniqueId("wx-phone"), "Lin");
    await page.waitForURL((url) => url.pathname === "/pricing");
    expect(await currentUser(page)).toMatchObject({ nickName: "Lin", email: null, type: "wechat" });
    expect(errors).toEqual([]);
  });

  test("zh: declining at WeChat comes back to the Chinese login page with the message", async ({ page }) => {
    const errors = watchServerErrors(page);
    await page.goto("/ch/login?prev=%2Fch%2Fpricing");
    await pressWeChat(page, "使用微信登录");
    await page.getByRole("button", { name: "Deny" }).click();
    await expectRefused(page, "zh", errors);
    await expect(page.getByRole("button", { name: "使用微信登录" })).toBeVisible();
  });
});

/** The SMS code the outbox received for `phone` (text messages go to the file outbox without an SMS API). */
async function smsCode(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const text = await outbox.locator(`[data-testid="outbox-message"][data-to="${phone}"] pre`).first().textContent();
  await outbox.close();
  const code = text?.match(/验证码 (\d{4})/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** Ends the number's 60 s SMS cooldown by making its earlier codes two minutes older (they are used already). */
async function pastSmsCooldown(phone: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE "VerificationCode" SET "createdAt" = "createdAt" - interval '2 minutes' WHERE target = $1`,
      [phone],
    );
    expect(result.rowCount).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}
