// Signing up through the real form for the start journeys (issue 21 item 3): name, e-mail, password, the bot check
// (the button enables once solved), the code from the local outbox. The form's wording is being revised elsewhere,
// so labels match either wording; an agreement box, where the form has one, is ticked as a person would.
import { expect, type Page } from "@playwright/test";
import { codeFromOutbox, PASSWORD } from "../accounts/helpers";
import { BOT_CHECK_TIMEOUT } from "../support/bot-check";

export const signUpWords = {
  en: {
    labels: { name: /^(Full )?[Nn]ame$/, email: /^Email$/, password: /^Password$/, code: "Verification code" },
    terms: /User Agreement|Terms/,
    submit: "Sign up",
    verify: "Verify",
    signupTitle: "Create your account",
  },
  zh: {
    labels: { name: /^(姓名|名字)$/, email: /^邮箱$/, password: /^密码$/, code: "验证码" },
    terms: /用户协议|服务条款/,
    submit: "注册",
    verify: "验证",
    signupTitle: "创建账号",
  },
} as const;

export async function signUpThroughForm(page: Page, locale: "en" | "zh", email: string): Promise<void> {
  const w = signUpWords[locale];
  await page.getByLabel(w.labels.name).fill("Ada");
  await page.getByLabel(w.labels.email).fill(email);
  await page.getByLabel(w.labels.password).fill(PASSWORD);
  const terms = page.getByRole("checkbox", { name: w.terms });
  if ((await terms.count()) > 0) await terms.check();
  const submit = page.getByRole("button", { name: w.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
  await submit.click();
  await page.getByLabel(w.labels.code).fill(await codeFromOutbox(page, email));
  await page.getByRole("button", { name: w.verify, exact: true }).click();
}
